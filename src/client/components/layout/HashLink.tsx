import type { ComponentProps, MouseEvent } from "react";
import { useLocation } from "wouter";
import { scrollToHash } from "../../lib/hash-scroll";

/**
 * A link to a section of a page ("/#pricing", "/landing#features") that works from any screen
 * without reloading the app: on the same page it scrolls, elsewhere it navigates and the page
 * scrolls on arrival (see `useHashScroll`).
 */
export function HashLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const [, navigate] = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (url.pathname === window.location.pathname) {
      if (window.location.hash !== url.hash) window.history.pushState(null, "", url.hash);
      scrollToHash(url.hash);
    } else {
      navigate(`${url.pathname}${url.search}${url.hash}`);
    }
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
