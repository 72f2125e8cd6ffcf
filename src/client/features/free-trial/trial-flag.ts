import type { FreeTrialResult } from "../../../contracts/free-trial";
import { FREE_TRIAL_FLAG_KEY, FREE_TRIAL_KEPT_KEY } from "../../../domain/catalogue";

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

/** What this browser keeps of its trial: the PDF link (until it expires) and what proves the trial is its own. */
export type KeptTrial = Pick<FreeTrialResult, "trialId" | "pdfUrl" | "pdfExpiresAt" | "title"> & {
  email: string;
};

export function keepTrial(result: FreeTrialResult, email: string) {
  const kept: KeptTrial = {
    trialId: result.trialId,
    pdfUrl: result.pdfUrl,
    pdfExpiresAt: result.pdfExpiresAt,
    title: result.title,
    email,
  };
  try {
    window.localStorage.setItem(FREE_TRIAL_KEPT_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked: the e-mail still carries the PDF and the link.
  }
}

export function keptTrial(): KeptTrial | null {
  try {
    const raw = window.localStorage.getItem(FREE_TRIAL_KEPT_KEY);
    return raw ? (JSON.parse(raw) as KeptTrial) : null;
  } catch {
    return null;
  }
}

/** Once the trial is in an account (or its link has expired) the browser has no more use for it. */
export function forgetTrial() {
  try {
    window.localStorage.removeItem(FREE_TRIAL_KEPT_KEY);
  } catch {}
}

/** The trial and its link's key, as the claim endpoint takes them. */
export function trialProof(kept: KeptTrial | null): { id?: string; token?: string } {
  if (!kept) return {};
  const token = new URL(kept.pdfUrl, window.location.origin).searchParams.get("token") ?? undefined;
  return { id: kept.trialId, token };
}
