import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import {
  type Signature,
  type SignOnLink,
  type SignOnStatus,
  signOnPosterPath,
} from "../../../contracts/sign-on";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { needsToSignAgain } from "../../../domain/documents/sign-on-sheet";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson, apiRequest } from "../../lib/api";
import { RegisterExport } from "./RegisterExport";
import { SignOnQr } from "./SignOnQr";
import { useSignatures } from "./signatures-api";

const EXPIRY_CHOICES = [
  { value: "", label: "Until I turn it off" },
  { value: "1", label: "1 day" },
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
];

const when = (iso: string) =>
  `${formatOrdinalDate(iso)} ${new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;

/**
 * The owner's side of crew sign-on: turn the link on or off; while it works, the link and its QR
 * code whenever the panel opens, to copy, share or print as a poster for the site board; and the
 * signatures of the current version and earlier ones, each of which can be voided with a reason.
 */
export function CrewSignOnPanel({
  policyId,
  businessId,
  clock,
  title,
  draftOf = null,
}: {
  policyId: string;
  businessId: string;
  /** The version the owner's unissued changes will become; crews keep the issued one until then. */
  draftOf?: number | null;
  /** The region whose clock the business keeps (`clockRegion`): the register counts days on it. */
  clock: string;
  title: string;
}) {
  const queryClient = useQueryClient();
  // Read afresh each time the panel opens: workers sign while the owner has the editor open.
  const status = useQuery<SignOnStatus>({
    queryKey: ["/api/policies", policyId, "sign-on"],
    refetchOnMount: "always",
  });
  const list = useSignatures(policyId);
  const [days, setDays] = useState("");
  const [busy, setBusy] = useState(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["/api/policies", policyId, "sign-on"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/policies", policyId, "signatures"] }),
    ]);

  const act = async (run: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await run();
      await refresh();
    } catch (error) {
      toast({
        title: failed,
        description: error instanceof ApiRequestError ? error.serverMessage : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    act(async () => {
      await apiJson<SignOnLink>("POST", `/api/policies/${policyId}/sign-on`, {
        expiresInDays: days ? Number(days) : null,
      });
    }, "Sign-on could not be turned on");

  const turnOff = () =>
    act(async () => {
      await apiRequest("DELETE", `/api/policies/${policyId}/sign-on`);
    }, "Sign-on could not be turned off");

  const data = status.data;
  const link = data?.link;
  const current = list.data?.publishedIssue ?? data?.publishedIssue ?? null;
  const signatures = list.data?.signatures ?? [];
  const ofCurrent = signatures.filter((s) => s.issue === current);
  const earlier = signatures.filter((s) => s.issue !== current);
  const resign = needsToSignAgain(signatures, current);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Crew sign-on</CardTitle>
        <CardDescription>
          Workers open a link on their phone, read the site version of this document and sign it. No account
          needed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!data ? (
          <Spinner label="Loading sign-on" />
        ) : data.publishedIssue === null ? (
          <p className="text-sm text-slate-700">
            Issue this document first (Issue version 1, at the top): crews read and sign the issued version.
          </p>
        ) : (
          <section aria-label="Sign-on status" className="grid gap-3">
            {draftOf !== null ? (
              <p className="text-sm text-amber-900" data-testid="crew-draft-notice">
                Your changes are a draft of version {draftOf}. The crew reads and signs version{" "}
                {data.publishedIssue} until you issue version {draftOf}.
              </p>
            ) : null}
            {link?.enabled ? (
              <p className="text-sm">
                <strong>Sign-on is on</strong> for version {data.publishedIssue}
                {link.expiresAt ? `, until ${when(link.expiresAt)}` : ", until you turn it off"}.
              </p>
            ) : (
              <p className="text-sm">
                <strong>Sign-on is off.</strong>
                {link ? " The earlier link no longer works." : ""}
              </p>
            )}
            {link?.enabled && link.url ? <LinkCard policyId={policyId} url={link.url} title={title} /> : null}
            {link?.enabled && !link.shown ? (
              <p className="text-sm text-amber-900" data-testid="link-not-shown">
                This link was made before links were kept to show again, so it cannot be shown here. It still
                works. Make a new link to copy, share or print it; the old one then stops working.
              </p>
            ) : null}
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor="sign-on-expiry">Link works</Label>
                <select
                  id="sign-on-expiry"
                  className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                  value={days}
                  onChange={(e) => setDays(e.target.value)}
                >
                  {EXPIRY_CHOICES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
              <Button size="sm" disabled={busy} onClick={() => void turnOn()}>
                {link?.enabled ? "Make a new link" : "Turn on sign-on"}
              </Button>
              {link?.enabled ? (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => void turnOff()}>
                  Turn off sign-on
                </Button>
              ) : null}
            </div>
            {link?.enabled ? (
              <p className="text-xs text-slate-500">
                A new link stops the current one, and any poster of it, working. Turning sign-on off does too.
              </p>
            ) : null}
          </section>
        )}

        <section aria-labelledby="signatures-current">
          <h3 id="signatures-current" className="font-semibold">
            Signed version {current ?? "—"} ({ofCurrent.length})
          </h3>
          {list.isLoading ? (
            <Spinner label="Loading signatures" />
          ) : ofCurrent.length ? (
            <SignatureRows policyId={policyId} rows={ofCurrent} onChanged={refresh} />
          ) : (
            <p className="mt-1 text-sm text-slate-600">Nobody has signed this version yet.</p>
          )}
        </section>
        {resign.length ? (
          <section aria-labelledby="signatures-resign">
            <h3 id="signatures-resign" className="font-semibold">
              Needs to re-sign ({resign.length})
            </h3>
            <p className="text-sm text-slate-600">
              They signed an earlier version but not version {current}.
            </p>
            <ul className="mt-2 grid gap-1 text-sm" aria-label="Needs to re-sign">
              {resign.map((s) => (
                <li key={s.id} data-testid="needs-resign">
                  <span className="font-medium">{s.name}</span> · {s.company} · last signed version {s.issue}{" "}
                  on {formatOrdinalDate(s.signedAt)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="sign-on-register" className="grid gap-2">
          <h3 id="sign-on-register" className="font-semibold">
            Sign-on register
          </h3>
          <RegisterExport businessId={businessId} clock={clock} documentId={policyId} name={title} />
        </section>
        {earlier.length ? (
          <section aria-labelledby="signatures-earlier">
            <h3 id="signatures-earlier" className="font-semibold">
              Signed earlier versions ({earlier.length})
            </h3>
            <p className="text-sm text-slate-600">These people signed a version that has since changed.</p>
            <SignatureRows policyId={policyId} rows={earlier} onChanged={refresh} earlier />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The working link, whenever the panel opens: copy, share where the phone can, print a poster. */
function LinkCard({ policyId, url, title }: { policyId: string; url: string; title: string }) {
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => toast({ title: "Link copied" }))
      .catch(() => toast({ title: "Copy failed: select the link and copy it", variant: "destructive" }));
  const share = () =>
    navigator
      .share({ title: `Sign on: ${title}`, text: `Read and sign on to ${title}`, url })
      // Closing the share sheet is not a failure; anything else falls back to copying.
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError")) void copy();
      });
  return (
    <div className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="sign-on-link">
      <div className="grid gap-1">
        <Label htmlFor="sign-on-url">Sign-on link</Label>
        <div className="flex flex-wrap gap-2">
          <Input id="sign-on-url" readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" />
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            Copy link
          </Button>
          {canShare ? (
            <Button size="sm" variant="outline" onClick={() => void share()}>
              Share link
            </Button>
          ) : null}
          <Button size="sm" variant="outline" asChild>
            <Link href={signOnPosterPath(policyId)}>Print QR poster</Link>
          </Button>
        </div>
      </div>
      <SignOnQr url={url} size={176} />
      <p className="text-xs text-slate-600">
        The link and QR code stay here while sign-on is on: share them with the crew or print the poster for
        the site board.
      </p>
    </div>
  );
}

function SignatureRows({
  policyId,
  rows,
  onChanged,
  earlier = false,
}: {
  policyId: string;
  rows: Signature[];
  onChanged: () => Promise<unknown>;
  earlier?: boolean;
}) {
  return (
    <ul className="mt-2 divide-y divide-slate-100" aria-label={earlier ? "Earlier signatures" : "Signatures"}>
      {rows.map((s) => (
        <SignatureRow key={s.id} policyId={policyId} signature={s} onChanged={onChanged} earlier={earlier} />
      ))}
    </ul>
  );
}

function SignatureRow({
  policyId,
  signature: s,
  onChanged,
  earlier,
}: {
  policyId: string;
  signature: Signature;
  onChanged: () => Promise<unknown>;
  earlier: boolean;
}) {
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await apiJson("POST", `/api/policies/${policyId}/signatures/${s.id}/void`, { reason });
      setVoiding(false);
      await onChanged();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.serverMessage : "The signature could not be voided.");
    }
  };
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 text-sm" data-testid="signature">
      <img src={s.imageUrl} alt={`Signature of ${s.name}`} className="h-12 w-32 rounded border bg-white" />
      <div className="min-w-0 flex-1">
        <p className={s.voidedAt ? "text-slate-500 line-through" : "font-medium"}>
          {s.name} · {s.company}
        </p>
        <p className="text-slate-600">
          {s.cardNumber ? `${s.cardNumber} · ` : ""}Signed {when(s.signedAt)}
          {earlier ? ` · version ${s.issue} (earlier version)` : ""}
        </p>
        {s.voidedAt ? (
          <p className="text-red-700">
            Void ({when(s.voidedAt)}): {s.voidReason}
          </p>
        ) : null}
        {voiding ? (
          <div className="mt-2 grid gap-2">
            <Label htmlFor={`void-${s.id}`}>Why is this signature void?</Label>
            <Input id={`void-${s.id}`} value={reason} onChange={(e) => setReason(e.target.value)} />
            {error ? (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button size="sm" variant="destructive" onClick={() => void submit()}>
                Void signature
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setVoiding(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {!s.voidedAt && !voiding ? (
        <Button size="sm" variant="outline" onClick={() => setVoiding(true)}>
          Void…
        </Button>
      ) : null}
    </li>
  );
}
