import { DELAYS_MS } from "../../domain/catalogue";
import { toast } from "../components/ui/use-toast";

/**
 * How many times in `RECHECK_WINDOW_MS` a refused request may be answered "still signed in"
 * before the page gives up and signs in again: a guard against a loop, never expected to trip.
 */
const MAX_RECHECKS = 3;
const RECHECK_WINDOW_MS = 30_000;

let redirecting = false;
let checking: Promise<boolean> | null = null;
let recheckTimes: number[] = [];

/** The session is gone: say so, then send the browser to sign in again. */
function signInAgain() {
  if (redirecting) return;
  redirecting = true;
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  setTimeout(() => {
    window.location.href = "/api/login";
  }, DELAYS_MS.loginRedirect);
}

/**
 * Whether this browser is still signed in, asked once for every refusal that arrives together.
 * A network failure counts as signed out, as a refusal did before this check existed.
 */
async function stillSignedIn(): Promise<boolean> {
  checking ??= fetch("/api/auth/session", { credentials: "include", cache: "no-store" })
    .then(async (res) => res.ok && Boolean(((await res.json()) as { user?: unknown }).user))
    .catch(() => false)
    .finally(() => {
      checking = null;
    });
  return checking;
}

/**
 * A request was refused as signed out. That is not always so: turning on two-factor
 * authentication or changing the password gives this browser a new session and ends the old one,
 * and a request already on its way with the old cookie is refused although the browser now holds
 * the new one. So the page asks who is signed in before it signs anyone out; when the answer is
 * still this browser's user, `retry` repeats what was refused (with the cookie the browser now has)
 * and nothing is shown.
 */
export async function handleUnauthorized(retry?: () => void): Promise<void> {
  if (redirecting) return;
  if (await stillSignedIn()) {
    const now = Date.now();
    recheckTimes = recheckTimes.filter((at) => now - at < RECHECK_WINDOW_MS);
    if (recheckTimes.length < MAX_RECHECKS) {
      recheckTimes.push(now);
      retry?.();
      return;
    }
  }
  signInAgain();
}
