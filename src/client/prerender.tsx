import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { App } from "./app/App";

/**
 * The app's first render for a path, as HTML, before anyone is known to be signed in: for `/`
 * that is the landing page, which the build writes into landing.html so a first visit paints
 * before any JavaScript runs. The browser then hydrates it (main.tsx).
 */
export function renderFirstPaint(path: string): string {
  return renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
}
