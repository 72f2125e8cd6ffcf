import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";

/** Runs its callback once, after the first commit of the tree it is rendered in. */
function AfterCommit({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * Mounts the app on #root. A prerendered page is hydrated in a transition: React then takes it
 * over in short slices and leaves the main thread free between them, instead of one long task.
 */
export function boot(root: HTMLElement, { hydrate, onHydrated }: { hydrate: boolean; onHydrated?: () => void }) {
  const app = (
    <StrictMode>
      <App />
      <AfterCommit onCommit={onHydrated} />
    </StrictMode>
  );
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
