import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ReviewPage } from "./features/review/ReviewPage";

/**
 * The outside reviewer's page, its own entry like crew sign-on: a principal contractor opens it from
 * an e-mail, often on a phone, with no account, so it loads none of the app.
 */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from review.html");
const token = decodeURIComponent(window.location.pathname.replace(/^\/review\/?/, "").split("/")[0] ?? "");
createRoot(root).render(
  <StrictMode>
    <ReviewPage token={token} />
  </StrictMode>,
);
