import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Footer } from "../components/layout/Footer";
import { Navbar } from "../components/layout/Navbar";
import { useToast } from "../components/ui/use-toast";
import { VerifyEmailBanner } from "../features/auth/VerifyEmailBanner";
import { confirmAccountDeleted } from "../features/settings/account-deleted";
import { createQueryClient } from "../lib/api";
import { useCredits } from "../lib/documents-api";
import { handleUnauthorized } from "../lib/unauthorized";
import { useAuth } from "../lib/use-auth";
import { cn } from "../lib/utils";
import { Router } from "./Router";

const queryClient = createQueryClient(handleUnauthorized);

// Radix Toast is not needed to show a page: its region mounts with the first toast. A toast
// raised before its code has arrived waits in the store (use-toast.ts) and shows when it does.
const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  // Mounted from the first toast on and never unmounted, so later toasts show at once. Never in
  // the first render, so the prerendered landing page and its hydration agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toasts.length) setMounted(true);
  }, [toasts.length]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function Shell({ landingWhileLoading }: { landingWhileLoading: boolean }) {
  const { user: sessionUser, isLoading } = useAuth();
  // When the session first arrives, the signed-in screen it opens is drawn in the background (a
  // deferred render, in short slices, its data asked for after it has painted) while the blank wait
  // stays on screen: not in one long task that a phone cannot answer a tap during. Later changes
  // (signing in or out) are shown at once.
  const known = useDeferredValue(!isLoading);
  const loading = isLoading || !known;
  const user = loading ? null : sessionUser;
  // Credits are polled every 5 s while signed in, whatever the screen (the query is off signed out).
  useCredits();
  const [location] = useLocation();
  useEffect(confirmAccountDeleted, []);
  // A new screen starts at the top unless the link points at an anchor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar user={user} />
      {/* The e-mail banner arrives with the session, in the same render that replaces main's
          blank wait with the screen: inside main, it moves nothing already on screen. */}
      <main id="main" className="flex-1">
        {user ? <VerifyEmailBanner user={user} /> : null}
        <Router user={user} loading={loading} landingWhileLoading={landingWhileLoading} />
      </main>
      <Footer />
    </div>
  );
}

/**
 * One-off set-up that the first render would otherwise do inside a slice of hydration: building
 * tailwind-merge's class tables on its first call is the largest. Called in a task of its own.
 */
export function warmUp() {
  cn("p-1", "p-2");
}

/**
 * `landingWhileLoading`: whether "/" shows the landing page until the session is known. True where
 * the landing page arrived prerendered (hydration must match it); false where the server sent the
 * plain app shell, which it does for "/" when the request carries a live session, so a signed-in
 * owner never sees the signed-out site on the way to the dashboard.
 */
export function App({ landingWhileLoading = true }: { landingWhileLoading?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell landingWhileLoading={landingWhileLoading} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
