export const DELAYS_MS = {
  loginRedirect: 500,
  checkoutRedirect: 1000,
  alreadyPurchasedRedirect: 2000,
  comingSoonRedirect: 3000,
  existingDocumentRedirect: 1500,
  businessSaveRedirect: 100,
  creditsPoll: 5000,
} as const;

export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeDirection: "right",
  swipeThreshold: 50,
  hotkey: ["F8"],
} as const;

export const TOOLTIP = {
  delayDuration: 700,
  skipDelayDuration: 300,
} as const;

export const WORDS_PER_PAGE = 250;

export const WIZARD_STEPS = 3;

/** Browser local storage key for the document being generated. */
export const PENDING_DOCUMENT_KEY = "pendingDocument";

/** Browser local storage key that limits the free trial to once per browser. */
export const FREE_TRIAL_FLAG_KEY = "freeTrialUsed";

/** Browser session storage keys carrying the pack selection between catalogue and purchase. */
export const SESSION_KEYS = {
  selectedPacks: "selectedPacks",
  purchasePacks: "purchasePacks",
  viewPack: "viewPack",
} as const;

export const DEFAULT_STANDARD = "AS/NZS ISO 45001:2018";
