import { toast } from "../../components/ui/use-toast";

const KEY = "safedraft.accountDeleted";

/** Remembers, across the full page load that follows, that the account was just deleted. */
export function noteAccountDeleted() {
  try {
    window.sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage blocked: the home page then shows without the confirmation.
  }
}

/** On the page after a deletion, says that it happened (once). */
export function confirmAccountDeleted() {
  try {
    if (window.sessionStorage.getItem(KEY) !== "1") return;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  toast({
    title: "Account deleted",
    description: "Your account, businesses and documents have been deleted. Thank you for using SafeDraft.",
  });
}
