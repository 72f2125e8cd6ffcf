import { FREE_TRIAL_FLAG_KEY } from "../../../domain/catalogue";

/** The once-per-browser limit; the server also limits per e-mail and per address. */
export function trialUsed(): boolean {
  try {
    return window.localStorage.getItem(FREE_TRIAL_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}

export function markTrialUsed() {
  try {
    window.localStorage.setItem(FREE_TRIAL_FLAG_KEY, "true");
  } catch {
    // Storage blocked (private mode): the server-side limits still apply.
  }
}
