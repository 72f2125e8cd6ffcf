import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import type { PublicSignOn, SignOnReceipt } from "../../../contracts/sign-on";
import type { SiteTable } from "../../../domain/documents/site-version";
import { CrewLetterhead } from "./CrewLetterhead";
import { keep, loadStore, type QueuedSigning, type SignedHere, settle } from "./phone-store";
import { SignaturePad } from "./SignaturePad";

// This page has an entry of its own (sign-on.tsx) and stays small: plain elements styled like the
// app's components, no data library, no schema library. The server checks everything again.

type Errors = Partial<Record<string, string>>;

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const OUTLINE = `${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;
const CARD = "rounded-xl border border-slate-200 bg-white shadow-sm";
const QUEUED = "Saved on this phone — will send when online";

/** The words of the form in the spelling of the document's country. */
const cardLabel = (country: string) =>
  country === "US" ? "License or card number (optional)" : "Licence or card number (optional)";

type Loaded =
  | { state: "loading" }
  | { state: "gone" }
  | { state: "failed" }
  | { state: "ready"; doc: PublicSignOn };

/** What sending one signing came to. */
type Sent =
  | { kind: "sent"; receipt: SignOnReceipt }
  | { kind: "queued" }
  | { kind: "refused"; status: number; message: string; errors: Errors };

/**
 * Sends a signing kept on the phone. No answer (no reception) or a busy server keeps it queued;
 * any other answer settles it: stored (a repeat is answered with the first receipt) or refused.
 */
async function send(token: string, signing: QueuedSigning): Promise<Sent> {
  const { issue: _issue, ...body } = signing;
  let res: Response;
  try {
    res = await fetch(`/api/sign-on/${encodeURIComponent(token)}/signatures`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "queued" };
  }
  if (res.status === 429 || res.status >= 500) return { kind: "queued" };
  const answer = (await res.json().catch(() => ({}))) as SignOnReceipt & {
    message?: string;
    errors?: { field: string; message: string }[];
  };
  if (res.ok) {
    settle(token, signing.submissionId, { sent: true, issue: answer.issue });
    return { kind: "sent", receipt: answer };
  }
  settle(token, signing.submissionId, { sent: false });
  const errors: Errors = {};
  for (const e of answer.errors ?? []) errors[e.field] ??= e.message;
  return {
    kind: "refused",
    status: res.status,
    message: answer.message ?? `Refused (${res.status})`,
    errors,
  };
}

/** A worker's page: read the document's site version, then sign on. No account; works offline once opened. */
export function SignOnPage({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const load = useCallback(() => {
    // Through the service worker: the copy kept on the phone when there is no reception.
    fetch(`/api/sign-on/${encodeURIComponent(token)}`)
      .then(async (res) => {
        if (res.status === 404) setLoaded({ state: "gone" });
        else if (!res.ok) setLoaded({ state: "failed" });
        else setLoaded({ state: "ready", doc: (await res.json()) as PublicSignOn });
      })
      .catch(() => setLoaded({ state: "failed" }));
  }, [token]);
  useEffect(load, [load]);

  if (loaded.state === "loading") {
    return (
      <p role="status" className="py-24 text-center text-slate-600">
        Loading document…
      </p>
    );
  }
  if (loaded.state === "failed") {
    return (
      <Message title="The document could not be loaded">Check your connection and reload the page.</Message>
    );
  }
  if (loaded.state === "gone") {
    return (
      <Message title="This sign-on link does not work">
        It may have been turned off or have expired. Ask your supervisor for the current link or QR code.
      </Message>
    );
  }
  return <SignOn token={token} doc={loaded.doc} reload={load} />;
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </main>
  );
}

type Done = { kind: "sent"; receipt: SignOnReceipt } | { kind: "queued"; name: string; submissionId: string };

function SignOn({ token, doc, reload }: { token: string; doc: PublicSignOn; reload: () => void }) {
  const { site } = doc;
  const [done, setDone] = useState<Done | null>(null);
  // Pass the phone: a supervisor signs several workers in a row on one device.
  const [crew, setCrew] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [lastSigned, setLastSigned] = useState<string | null>(null);
  const [signed, setSigned] = useState<SignedHere[]>(() => loadStore(token).signed);
  const [queued, setQueued] = useState(() => loadStore(token).queue.length);
  const [problems, setProblems] = useState<string[]>([]);
  const refresh = useCallback(() => {
    const stored = loadStore(token);
    setSigned(stored.signed);
    setQueued(stored.queue.length);
  }, [token]);

  // Signings saved without reception go as soon as there is some: now, and whenever it returns.
  useEffect(() => {
    let sending = false;
    const flush = async () => {
      if (sending) return;
      sending = true;
      try {
        for (const signing of loadStore(token).queue) {
          const result = await send(token, signing);
          if (result.kind === "queued") break;
          if (result.kind === "refused") {
            setProblems((p) => [...p, `${signing.name}'s signature was not accepted: ${result.message}`]);
          }
        }
      } finally {
        sending = false;
        refresh();
      }
    };
    void flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [token, refresh]);

  const onSigned = (result: Done) => {
    refresh();
    if (crew) {
      setLastSigned(result.kind === "sent" ? result.receipt.name : result.name);
      setFormKey((k) => k + 1);
    } else {
      setDone(result);
    }
  };

  const earlier = Math.max(
    doc.earlierIssue ?? 0,
    ...signed.filter((s) => s.issue < doc.issue).map((s) => s.issue),
  );
  const signAgain = signed.filter((s) => s.issue < doc.issue);

  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <header>
        <CrewLetterhead token={token} doc={doc} />
        <p className="text-sm font-medium text-brand-700">{site.documentName}</p>
        <h1 className="mt-1 text-2xl font-bold break-words">{site.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {doc.businessName} · Version {doc.issue}
        </p>
        {site.site.length ? <Fields fields={site.site} /> : null}
      </header>

      {earlier > 0 ? (
        <section
          aria-labelledby="new-version"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <h2 id="new-version" className="font-semibold text-amber-900">
            New version: everyone must sign Version {doc.issue}
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            Earlier signatures were for Version {earlier}. Read this version and sign on again, even if you
            signed before.
          </p>
          {signAgain.length ? (
            <p className="mt-1 text-sm text-amber-900">
              Signed an earlier version on this phone: {[...new Set(signAgain.map((s) => s.name))].join(", ")}
              .
            </p>
          ) : null}
        </section>
      ) : null}

      {queued > 0 ? (
        <p role="status" className="mt-4 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          {queued === 1 ? "1 signature" : `${queued} signatures`}: {QUEUED}.
        </p>
      ) : null}
      {problems.map((p) => (
        <p key={p} role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {p}
        </p>
      ))}

      {done ? (
        done.kind === "sent" ? (
          <Receipt receipt={done.receipt} />
        ) : signed.find((s) => s.submissionId === done.submissionId)?.sent ? (
          <div className={`${CARD} mt-6 p-5`}>
            <p className="text-lg font-semibold text-green-700">
              {done.name}: you are signed on. Your signature has been sent.
            </p>
          </div>
        ) : (
          <div className={`${CARD} mt-6 p-5`}>
            <p className="text-lg font-semibold">
              {done.name}: {QUEUED}
            </p>
            <p className="mt-2 text-sm text-slate-600">
              Your signature is kept on this phone with the time you signed. Leave this page open or open it
              again when you have reception.
            </p>
          </div>
        )
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
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={`${OUTLINE} h-10 px-4`}
              aria-pressed={crew}
              onClick={() => setCrew((c) => !c)}
            >
              Sign on several workers
            </button>
            {crew ? (
              <span className="text-sm text-slate-600">
                The form clears after each worker: pass the phone on.
              </span>
            ) : null}
          </div>
          {crew && lastSigned ? (
            <p className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
              {lastSigned} is signed on. Next worker: read the document above, then sign below.
            </p>
          ) : null}
          <SignForm key={formKey} token={token} doc={doc} onSigned={onSigned} onStale={reload} />
          {crew ? <SignedList signed={signed} /> : null}
        </>
      )}
    </main>
  );
}

function SignedList({ signed }: { signed: SignedHere[] }) {
  return (
    <section aria-labelledby="signed-here" className={`${CARD} mt-6 p-4`}>
      <h2 id="signed-here" className="text-lg font-semibold">
        Signed on this phone
      </h2>
      {signed.length ? (
        <ol className="mt-2 grid gap-2 text-sm" data-testid="signed-here">
          {signed.map((s) => (
            <li key={s.submissionId} className="break-words">
              <span className="font-medium">{s.name}</span> · {s.company} · Version {s.issue} ·{" "}
              {s.sent ? "Sent" : QUEUED}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No one yet.</p>
      )}
    </section>
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

function Field({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-500"
      />
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  );
}

function SignForm({
  token,
  doc,
  onSigned,
  onStale,
}: {
  token: string;
  doc: PublicSignOn;
  onSigned: (done: Done) => void;
  onStale: () => void;
}) {
  // One id per signing, kept across retries and the offline queue, so a repeat is stored once.
  const [submissionId] = useState(() => crypto.randomUUID());
  const [name, setName] = useState("");
  const [company, setCompany] = useState("");
  const [cardNumber, setCardNumber] = useState("");
  const [signature, setSignature] = useState<string | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // Each message goes as soon as its field is put right, so the worker sees what is still missing
  // without pressing Sign on again. A field the server refused clears once it is changed.
  const clearWhen = (field: string, fixed: boolean) =>
    setErrors((shown) => {
      if (!fixed || !shown[field]) return shown;
      const { [field]: _cleared, ...rest } = shown;
      return rest;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Errors = {};
    if (!name.trim()) found.name = "Name is required";
    if (!company.trim()) found.company = "Company or trade is required";
    if (!signature) found.signature = "Sign in the box";
    if (!understood) found.understood = "Tick to confirm you have read and understood it";
    setErrors(found);
    if (Object.keys(found).length || !signature) return;
    const signing: QueuedSigning = {
      submissionId,
      revision: doc.revision,
      issue: doc.issue,
      name: name.trim(),
      company: company.trim(),
      cardNumber: cardNumber.trim(),
      signature,
      understood: true,
      // The moment the worker signed, kept as is however late it is sent.
      signedAt: new Date().toISOString(),
    };
    // Kept on the phone first: if the answer never comes, it is sent again later, once.
    keep(token, signing);
    setSending(true);
    const result = await send(token, signing);
    setSending(false);
    if (result.kind === "sent") onSigned({ kind: "sent", receipt: result.receipt });
    else if (result.kind === "queued") onSigned({ kind: "queued", name: signing.name, submissionId });
    else {
      setErrors(result.errors);
      setFailure(result.message);
      if (result.status === 409) onStale();
    }
  };

  return (
    <div className={`${CARD} mt-8 p-4 sm:p-6`}>
      <h2 className="text-lg font-semibold">Sign on</h2>
      <form className="mt-3 grid gap-4" onSubmit={submit} noValidate>
        <Field
          id="sign-name"
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(value) => {
            setName(value);
            clearWhen("name", Boolean(value.trim()));
          }}
          error={errors.name}
        />
        <Field
          id="sign-company"
          label="Company or trade"
          autoComplete="organization"
          value={company}
          onChange={(value) => {
            setCompany(value);
            clearWhen("company", Boolean(value.trim()));
          }}
          error={errors.company}
        />
        <Field
          id="sign-card"
          label={cardLabel(doc.country)}
          value={cardNumber}
          onChange={(value) => {
            setCardNumber(value);
            clearWhen("cardNumber", true);
          }}
          error={errors.cardNumber}
        />
        <div className="grid gap-1.5">
          <span className="text-sm font-medium" id="sign-pad-label">
            Signature
          </span>
          <SignaturePad
            id="sign-pad"
            onChange={(drawn) => {
              setSignature(drawn);
              clearWhen("signature", Boolean(drawn));
            }}
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
              onChange={(e) => {
                setUnderstood(e.target.checked);
                clearWhen("understood", e.target.checked);
              }}
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
        <button type="submit" disabled={sending} className={`${PRIMARY} h-12 px-4 text-base`}>
          {sending ? "Sending…" : "Sign on"}
        </button>
      </form>
    </div>
  );
}

function Receipt({ receipt }: { receipt: SignOnReceipt }) {
  return (
    <div className={`${CARD} mt-6 p-5`} role="status" aria-labelledby="receipt-title">
      <p className="flex items-center gap-2 text-green-700">
        <span aria-hidden className="text-2xl leading-none">
          ✓
        </span>
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
    </div>
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
