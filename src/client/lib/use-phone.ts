import { useSyncExternalStore } from "react";

/** The widest screen laid out as a phone: one thing at a time, in one column. */
export const PHONE_QUERY = "(max-width: 640px)";

function subscribe(onChange: () => void) {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhone = () => typeof window !== "undefined" && Boolean(window.matchMedia?.(PHONE_QUERY).matches);

/** True on a phone-width screen, and again whenever the screen is turned or resized across it. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
