import type { SubmitSignatureInput } from "../../../contracts/sign-on";

/** A signing kept on the phone until the server has it: sent as is, so a repeat is stored once. */
export type QueuedSigning = SubmitSignatureInput & { issue: number };

/** Someone signed on this phone, sent or still waiting. */
export type SignedHere = {
  submissionId: string;
  name: string;
  company: string;
  issue: number;
  signedAt: string;
  sent: boolean;
};

const MAX_SIGNED_HERE = 300;

type Stored = { queue: QueuedSigning[]; signed: SignedHere[] };

// Per link: a phone passed round two sites keeps their lists apart.
const keyOf = (token: string) => `safedraft-sign-on:${token}`;

export function loadStore(token: string): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(token)) ?? "null") as Stored | null;
    return { queue: parsed?.queue ?? [], signed: parsed?.signed ?? [] };
  } catch {
    return { queue: [], signed: [] };
  }
}

export function saveStore(token: string, stored: Stored) {
  try {
    localStorage.setItem(keyOf(token), JSON.stringify(stored));
  } catch {
    // Storage full or refused (private mode): the signing is still sent while online.
  }
}

/** Adds a signing to the queue and the list of who signed here, before it is sent. */
export function keep(token: string, signing: QueuedSigning) {
  const stored = loadStore(token);
  stored.queue = [...stored.queue.filter((q) => q.submissionId !== signing.submissionId), signing];
  stored.signed = [
    // The latest few hundred are plenty for a site's crew; older names are not kept for ever.
    ...stored.signed.filter((s) => s.submissionId !== signing.submissionId).slice(-(MAX_SIGNED_HERE - 1)),
    {
      submissionId: signing.submissionId,
      name: signing.name,
      company: signing.company,
      issue: signing.issue,
      signedAt: signing.signedAt,
      sent: false,
    },
  ];
  saveStore(token, stored);
}

/** The server answered for this signing (stored, or refused for good): it leaves the queue. */
export function settle(
  token: string,
  submissionId: string,
  result: { sent: true; issue: number } | { sent: false },
) {
  const stored = loadStore(token);
  stored.queue = stored.queue.filter((q) => q.submissionId !== submissionId);
  stored.signed = result.sent
    ? stored.signed.map((s) =>
        s.submissionId === submissionId ? { ...s, sent: true, issue: result.issue } : s,
      )
    : stored.signed.filter((s) => s.submissionId !== submissionId);
  saveStore(token, stored);
}
