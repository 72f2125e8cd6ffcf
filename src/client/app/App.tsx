import * as Tooltip from "@radix-ui/react-tooltip";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { TOOLTIP } from "../../domain/catalogue";
import { Footer } from "../components/layout/Footer";
import { Navbar } from "../components/layout/Navbar";
import { Toaster } from "../components/ui/toaster";
import { useAuth } from "../features/auth/use-auth";
import { useCredits } from "../features/documents/api";
import { createQueryClient } from "../lib/api";
import { handleUnauthorized } from "../lib/unauthorized";
import { Router } from "./Router";

const queryClient = createQueryClient(handleUnauthorized);

function Shell() {
  const { user, isLoading } = useAuth();
  // The spec polls credits every 5 s while signed in, whatever the screen (the query is off signed out).
  useCredits();
  const [location] = useLocation();
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
      <main id="main" className="flex-1">
        <Router user={user} loading={isLoading} />
      </main>
      <Footer />
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP.delayDuration} skipDelayDuration={TOOLTIP.skipDelayDuration}>
        <Shell />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
