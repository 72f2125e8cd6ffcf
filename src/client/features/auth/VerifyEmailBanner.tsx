import { useState } from "react";
import type { CurrentUser } from "../../../contracts/auth";
import { ApiRequestError, apiJson } from "../../lib/api";

/** Shown to a signed-in person until they open the link sent to their address. */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user.emailVerified) return null;

  async function resend() {
    setBusy(true);
    try {
      setNote((await apiJson<{ message: string }>("POST", "/api/auth/verify-email/resend")).message);
    } catch (error) {
      setNote(
        error instanceof ApiRequestError && error.status === 429
          ? "Too many links sent. Please wait a few minutes and try again."
          : "The link could not be sent. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Confirm your e-mail address"
      data-testid="verify-email-banner"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 break-words">
          Please confirm your e-mail address: open the link we sent to <strong>{user.email}</strong>.
        </span>
        <button
          type="button"
          className="font-medium underline disabled:opacity-60"
          onClick={resend}
          disabled={busy}
        >
          {busy ? "Sending..." : "Resend link"}
        </button>
        {note ? (
          <span role="status" className="basis-full">
            {note}
          </span>
        ) : null}
      </div>
    </section>
  );
}
