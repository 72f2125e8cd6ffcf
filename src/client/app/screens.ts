import type { ComponentType } from "react";

/**
 * A screen's loader that remembers what it loaded. Calling it is also a prefetch; once the module
 * has arrived, `loaded()` hands the component over synchronously, so the router can render it
 * without suspending. (React shows a suspended screen's fallback and then holds the real screen
 * back for up to 300 ms to avoid flicker, even when the module is already in memory.)
 */
export type ScreenLoader<P extends object = never> = (() => Promise<ComponentType<P>>) & {
  loaded: () => ComponentType<P> | undefined;
};

export function screenLoader<P extends object>(load: () => Promise<ComponentType<P>>): ScreenLoader<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const loader = () => {
    pending ??= load().then(
      (c) => {
        component = c;
        return c;
      },
      (error: unknown) => {
        // A failed fetch (a deploy replaced the chunk, the network dropped) may be retried.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loader, { loaded: () => component });
}

// Screens that load on demand, one chunk each. The generator prefetches the two that follow
// Generate, so opening them is instant.
export const loadDashboardPage = screenLoader(() => import("./DashboardPage").then((m) => m.DashboardPage));
// The editor loads only when a document is opened or about to be; its editing toolkit (TipTap)
// loads later still, when Start Editing is pressed.
export const loadEditorPage = screenLoader(() =>
  import("../features/editor/EditorPage").then((m) => m.EditorPage),
);
