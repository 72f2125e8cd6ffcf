/**
 * Screens that load on demand, one chunk each. A loader is also a prefetch: calling it ahead of
 * time (the generator does, for the screens that follow Generate) makes opening the screen
 * instant, since a module is fetched and run once.
 */
export const loadDashboardPage = () =>
  import("../features/dashboard/DashboardPage").then((m) => m.DashboardPage);
// The editor carries TipTap (about 200 kB gzip), so it loads only when a document is opened or about to be.
export const loadEditorPage = () => import("../features/editor/EditorPage").then((m) => m.EditorPage);
