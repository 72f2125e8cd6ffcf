import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type PublicSignOn, type SignOnReceipt, submitSignatureSchema } from "../../../contracts/sign-on";
import type { SiteTable } from "../../../domain/documents/site-version";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FieldError, TextField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { ApiRequestError, apiJson } from "../../lib/api";
import { usePageMeta } from "../../lib/use-page-meta";
import { SignaturePad } from "./SignaturePad";

type Errors = Partial<Record<string, string>>;

/** The words of the form in the spelling of the document's country. */
const cardLabel = (country: string) =>
  country === "US" ? "License or card number (optional)" : "Licence or card number (optional)";

/** A worker's page: read the document's site version, then sign on. No account. */
export function SignOnPage({ token }: { token: string }) {
  usePageMeta({ title: "Crew sign-on", description: "Read and sign on to a safety document." });
  const doc = useQuery<PublicSignOn>({
    queryKey: ["sign-on", token],
    queryFn: () => apiJson<PublicSignOn>("GET", `/api/sign-on/${encodeURIComponent(token)}`),
  });
  if (doc.isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading document" />
      </div>
    );
  }
  if (!doc.data && !(doc.error instanceof ApiRequestError && doc.error.status === 404)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">The document could not be loaded</h1>
        <p className="mt-2 text-slate-600">Check your connection and reload the page.</p>
      </div>
    );
  }
  if (!doc.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">This sign-on link does not work</h1>
        <p className="mt-2 text-slate-600">
          It may have been turned off or have expired. Ask your supervisor for the current link or QR code.
        </p>
      </div>
    );
  }
  return <SignOn token={token} doc={doc.data} />;
}

function SignOn({ token, doc }: { token: string; doc: PublicSignOn }) {
  const { site } = doc;
  const [receipt, setReceipt] = useState<SignOnReceipt | null>(null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <header>
        <p className="text-sm font-medium text-brand-700">{site.documentName}</p>
        <h1 className="mt-1 text-2xl font-bold break-words">{site.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {doc.businessName} · Version {doc.issue}
        </p>
        {site.site.length ? <Fields fields={site.site} /> : null}
      </header>

      {receipt ? (
        <Receipt receipt={receipt} />
      ) : (
        <>
          <div className="mt-6 grid gap-8">
            {site.sections.map((section) => (
              <section key={section.id} aria-labelledby={`site-${section.id}`}>
                <h2 id={`site-${section.id}`} className="text-lg font-semibold text-slate-900">
                  {section.heading}
                </h2>
                <div
                  className="doc-prose mt-2 break-words text-slate-800"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML
                  dangerouslySetInnerHTML={{ __html: section.body }}
                />
                {section.tables.map((table) => (
                  <SiteTableView key={table.id} table={table} />
                ))}
              </section>
            ))}
          </div>
          <SignForm token={token} doc={doc} onSigned={setReceipt} />
        </>
      )}
    </div>
  );
}

function Fields({ fields }: { fields: { label: string; value: string }[] }) {
  return (
    <dl className="mt-3 grid gap-2 text-sm">
      {fields.map((f) => (
        <div key={`${f.label}:${f.value}`}>
          <dt className="font-medium text-slate-600">{f.label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SiteTableView({ table }: { table: SiteTable }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700">{table.caption}</h3>
      {table.layout === "fields" ? (
        <Fields fields={table.fields} />
      ) : (
        <ol className="mt-2 grid gap-3">
          {table.cards.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <li key={i} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold break-words">{card.title}</p>
              <dl className="mt-1 grid gap-2 text-sm">
                {card.lines.map((line) => (
                  <div key={line.label}>
                    <dt className="font-medium text-slate-600">{line.label}</dt>
                    <dd className="break-words">
                      {line.values.length === 1 ? (
                        line.values[0]
                      ) : (
                        <ul className="list-disc pl-5">
                          {line.values.map((v) => (
                            <li key={v}>{v}</li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function SignForm({
  token,
  doc,
  onSigned,
}: {
  token: string;
  doc: PublicSignOn;
  onSigned: (receipt: SignOnReceipt) => void;
}) {
  // One id per signing, kept across retries, so a submission that arrives twice is stored once.
  const [submissionId] = useState(() => crypto.randomUUID());
  const [name, setName] = useState("");
  const [company, setCompany] = useState("");
  const [cardNumber, setCardNumber] = useState("");
  const [signature, setSignature] = useState<string | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const body = {
      submissionId,
      revision: doc.revision,
      name,
      company,
      cardNumber,
      signature: signature ?? "",
      understood,
      signedAt: new Date().toISOString(),
    };
    const checked = submitSignatureSchema.safeParse(body);
    if (!checked.success || !signature) {
      const found: Errors = {};
      for (const issue of checked.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
      if (!signature) found.signature = "Sign in the box";
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onSigned(
        await apiJson<SignOnReceipt>("POST", `/api/sign-on/${encodeURIComponent(token)}/signatures`, body),
      );
    } catch (error) {
      if (error instanceof ApiRequestError) {
        try {
          const parsed = JSON.parse(error.body) as { errors?: { field: string; message: string }[] };
          const found: Errors = {};
          for (const fe of parsed.errors ?? []) found[fe.field] ??= fe.message;
          setErrors(found);
        } catch {
          // Not JSON: the message below says enough.
        }
        setFailure(error.serverMessage);
      } else {
        setFailure("Your signature could not be sent. Check your connection and try again.");
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="mt-8 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Sign on</h2>
      <form className="mt-3 grid gap-4" onSubmit={submit} noValidate>
        <TextField
          id="sign-name"
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          id="sign-company"
          label="Company or trade"
          autoComplete="organization"
          value={company}
          onChange={(e) => setCompany(e.target.value)}
          error={errors.company}
        />
        <TextField
          id="sign-card"
          label={cardLabel(doc.country)}
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          error={errors.cardNumber}
        />
        <div className="grid gap-1.5">
          <span className="text-sm font-medium" id="sign-pad-label">
            Signature
          </span>
          <SignaturePad
            id="sign-pad"
            onChange={setSignature}
            invalid={Boolean(errors.signature)}
            describedBy={errors.signature ? "sign-pad-error" : undefined}
          />
          {errors.signature ? <FieldError id="sign-pad-error" message={errors.signature} /> : null}
        </div>
        <div className="grid gap-1.5">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? "sign-understood-error" : undefined}
            />
            <span>I have read and understood this {doc.site.documentName} and will follow it.</span>
          </label>
          {errors.understood ? <FieldError id="sign-understood-error" message={errors.understood} /> : null}
        </div>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={sending} className="h-12 text-base">
          {sending ? "Sending…" : "Sign on"}
        </Button>
      </form>
    </Card>
  );
}

function Receipt({ receipt }: { receipt: SignOnReceipt }) {
  return (
    <Card className="mt-6 p-5" role="status" aria-labelledby="receipt-title">
      <p className="flex items-center gap-2 text-green-700">
        <CheckCircle2 aria-hidden className="h-6 w-6" />
        <span id="receipt-title" className="text-lg font-semibold">
          You are signed on
        </span>
      </p>
      <dl className="mt-3 grid gap-2 text-sm">
        <Row label="Name" value={receipt.name} />
        <Row label="Company or trade" value={receipt.company} />
        <Row label="Signed" value={new Date(receipt.signedAt).toLocaleString()} />
        <Row label="Document" value={`${receipt.documentName}: ${receipt.title}`} />
        <Row label="Version signed" value={`Version ${receipt.issue}`} />
      </dl>
      <p className="mt-3 text-sm text-slate-600">Show this screen to your supervisor if asked.</p>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
