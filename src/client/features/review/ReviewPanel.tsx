import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DEFAULT_REVIEW_LINK_DAYS, MAX_OWNER_MESSAGE, type SentReview } from "../../../contracts/review";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson } from "../../lib/api";
import { reviewStatusLine, useReviews } from "./ReviewSummary";

/**
 * The owner's side of the review loop: send the issued version to someone outside the account,
 * see each reviewer's answer and withdraw a link.
 */
export function ReviewPanel({ policyId }: { policyId: string }) {
  const queryClient = useQueryClient();
  const list = useReviews(policyId);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [organisation, setOrganisation] = useState("");
  const [message, setMessage] = useState("");
  const [days, setDays] = useState(String(DEFAULT_REVIEW_LINK_DAYS));
  // One id per send, kept until it succeeds: a retry after a lost answer is the same send.
  const [sendId, setSendId] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState<SentReview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["/api/policies", policyId, "reviews"] });

  async function send(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const result = await apiJson<SentReview>("POST", `/api/policies/${policyId}/reviews`, {
        sendId,
        email,
        name,
        organisation,
        message,
        expiresInDays: Number(days),
      });
      setSent(result);
      setSendId(crypto.randomUUID());
      await refresh();
    } catch (error) {
      const body = error instanceof ApiRequestError ? safeJson(error.body) : null;
      const found: Record<string, string> = {};
      for (const f of body?.errors ?? []) found[f.field] ??= f.message;
      setErrors(found);
      toast({
        title: "Not sent",
        description: error instanceof ApiRequestError ? error.serverMessage : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: string) {
    try {
      await apiJson("POST", `/api/policies/${policyId}/reviews/${id}/revoke`, {});
      await refresh();
    } catch (error) {
      toast({
        title: "The link could not be withdrawn",
        description: error instanceof ApiRequestError ? error.serverMessage : "Please try again.",
        variant: "destructive",
      });
    }
  }

  const data = list.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Send for review</CardTitle>
        <CardDescription>
          E-mail the issued version to a principal contractor or client. They read it on any screen, then
          accept it or return it with comments on sections. No account needed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!data ? (
          <Spinner label="Loading reviews" />
        ) : data.issuedIssue === null ? (
          <p className="text-sm text-slate-700">
            Issue this document first (Issue version 1): reviewers read the issued version.
          </p>
        ) : (
          <form onSubmit={send} className="grid gap-3 sm:grid-cols-2" noValidate>
            <p className="text-sm sm:col-span-2">
              Sends <strong>version {data.issuedIssue}</strong>, as last published.
            </p>
            <Field
              id="review-email"
              label="Reviewer's e-mail"
              value={email}
              onChange={setEmail}
              error={errors.email}
              type="email"
            />
            <Field
              id="review-organisation"
              label="Organisation (optional)"
              value={organisation}
              onChange={setOrganisation}
              error={errors.organisation}
            />
            <Field
              id="review-name"
              label="Reviewer's name (optional)"
              value={name}
              onChange={setName}
              error={errors.name}
            />
            <div className="grid gap-1">
              <Label htmlFor="review-days">Link works for</Label>
              <select
                id="review-days"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
              >
                {[7, 14, 30, 60, 90].map((d) => (
                  <option key={d} value={d}>
                    {d} days
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor="review-message">Message (optional)</Label>
              <textarea
                id="review-message"
                rows={2}
                maxLength={MAX_OWNER_MESSAGE}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                Send version {data.issuedIssue} for review
              </Button>
            </div>
          </form>
        )}

        {sent?.url ? (
          <div role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            <p>
              {sent.mail === "failed"
                ? `The e-mail to ${sent.review.email} could not be sent. Send them this link yourself:`
                : `Sent to ${sent.review.email}. The link, shown only now:`}
            </p>
            <Input readOnly aria-label="Review link" value={sent.url} className="mt-2" />
          </div>
        ) : null}

        {data?.reviews.length ? (
          <section aria-label="Sent for review" className="grid gap-2">
            <h3 className="text-sm font-semibold">Sent</h3>
            <ul className="grid gap-2">
              {data.reviews.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2 text-sm"
                >
                  <span className="min-w-0 flex-1 break-words">
                    <span className="font-medium">{r.email}</span>: {reviewStatusLine(r)}
                  </span>
                  {r.state === "waiting" ? (
                    <Button size="sm" variant="outline" onClick={() => void revoke(r.id)}>
                      Withdraw link
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function safeJson(text: string): { errors?: { field: string; message: string }[] } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type={props.type}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
      />
      {props.error ? (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
