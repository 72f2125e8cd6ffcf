import { StrictMode, startTransition, useEffect } from "react";

/** Runs its callback once, after the first commit of the tree it is rendered in. */
function AfterCommit({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Mounts the app on #root. React DOM and the app are separate imports, so each is evaluated in a
 * task of its own rather than in one long one (main.tsx starts fetching both together). A
 * prerendered page is hydrated in a transition: React then takes it over in short slices and
 * leaves the main thread free between them.
 */
export async function boot(
  root: HTMLElement,
  { hydrate, onHydrated }: { hydrate: boolean; onHydrated?: () => void },
) {
  const [{ createRoot, hydrateRoot }, { App, warmUp }] = await Promise.all([
    import("react-dom/client"),
    import("./app/App"),
  ]);
  const app = (
    <StrictMode>
      <App landingWhileLoading={hydrate} />
      <AfterCommit onCommit={onHydrated} />
    </StrictMode>
  );
  if (hydrate) {
    await yieldToMain();
    warmUp();
    await yieldToMain();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The same one-off set-up in a task of its own before the first render, which is then shorter.
    await yieldToMain();
    warmUp();
    await yieldToMain();
    createRoot(root).render(app);
  }
}
