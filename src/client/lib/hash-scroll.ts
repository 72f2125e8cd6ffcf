import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Scrolls to the element the hash names ("#pricing") and moves keyboard focus there without a
 * second jump. Returns false when there is no hash or no such element yet.
 */
export function scrollToHash(hash: string = window.location.hash): boolean {
  if (!hash || hash === "#") return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Keeps a page with anchors in step with the address: on arrival (also from another route), on a
 * hash change, and again whenever `ready` changes (content that loads later moves the anchors).
 */
export function useHashScroll(ready = true) {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on each new screen and when content arrives
  useEffect(() => {
    if (window.location.hash) scrollToHash();
  }, [location, ready]);
  useEffect(() => {
    const onHashChange = () => scrollToHash();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}
