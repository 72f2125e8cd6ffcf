import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { SignOnPage } from "./features/sign-on/SignOnPage";

/**
 * The crew sign-on page's own entry: a worker's phone loads React, this page and the styles, none
 * of the app (no account, router or data library). See docs/decisions/029-crew-sign-on.md.
 */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from sign-on.html");
const token = decodeURIComponent(window.location.pathname.replace(/^\/sign-on\/?/, "").split("/")[0] ?? "");
createRoot(root).render(
  <StrictMode>
    <SignOnPage token={token} />
  </StrictMode>,
);

// Keeps the page, its files and the document on the phone, so it opens again without reception.
if ("serviceWorker" in navigator) {
  // The first visit's document was fetched before the worker was there: once it takes the page
  // over, the document is asked for again so the worker keeps a copy.
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => void fetch(`/api/sign-on/${encodeURIComponent(token)}`).catch(() => undefined),
    { once: true },
  );
  navigator.serviceWorker.register("/sign-on/sw.js", { scope: "/sign-on/" }).catch(() => {
    // Without it the page still works online; nothing to tell the worker.
  });
}
