import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives already rendered (landing.html, see scripts/prerender.ts): take it over
// in place rather than painting it again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
