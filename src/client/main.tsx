import "./styles.css";

/**
 * The first script of every page, kept tiny: React and the app are in `boot.tsx`, which this
 * imports. The landing page arrives already rendered (landing.html, see scripts/prerender.ts), so
 * there the app is fetched only once that page has painted; a click on one of its buttons in the
 * meantime is kept and replayed once the app has taken the page over.
 * See docs/decisions/008-landing-page-boot.md.
 */
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const container = root;
const prerendered = container.hasChildNodes();

// Links of the prerendered page work as plain links; only buttons need the app.
const early: HTMLElement[] = [];
function keepEarlyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || !container.contains(button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!early.includes(button)) early.push(button);
  start();
}

function onAppReady() {
  // Marks the moment the app has the page (the bench counts the JavaScript fetched until then).
  document.documentElement.dataset.app = "ready";
  document.removeEventListener("click", keepEarlyClick, true);
  for (const button of early.splice(0)) if (button.isConnected) button.click();
}

let started = false;
function start() {
  if (started) return;
  started = true;
  // boot.tsx imports these two itself; asking for them here fetches them alongside it.
  void import("react-dom/client");
  void import("./app/App");
  void import("./boot").then(({ boot }) => boot(container, { hydrate: prerendered, onHydrated: onAppReady }));
}

/**
 * Runs `run` in a task after the page's first contentful paint, so nothing it fetches or runs can
 * hold that paint back. (A frame callback is not enough: the first frame can come before the text
 * is painted, while the font is still due.)
 */
function afterFirstPaint(run: () => void) {
  const paintTiming =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(run, 0);
  };
  if (paintTiming) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  // Without paint timing, or if the paint is never reported (a tab opened in the background), the
  // app still starts: after the load event and a frame, or a little later.
  const fallback = () => {
    if (paintTiming) setTimeout(once, 3000);
    else requestAnimationFrame(once);
  };
  if (document.readyState === "complete") fallback();
  else window.addEventListener("load", fallback, { once: true });
}

if (prerendered) {
  document.addEventListener("click", keepEarlyClick, true);
  afterFirstPaint(start);
} else {
  start();
}
