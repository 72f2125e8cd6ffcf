import { DELAYS_MS } from "../../domain/catalogue";
import { toast } from "../components/ui/use-toast";

let redirecting = false;

/** The session is gone: say so, then send the browser to sign in again. */
export function handleUnauthorized() {
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
