import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { PublicReview, ReviewResponse } from "../../../contracts/review";
import type { DocTable } from "../../../domain/documents/content";

// This page has an entry of its own (review.tsx) and stays small, like the crew sign-on page:
// plain elements styled like the app's components, no data or schema library. The server checks
// everything again.

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const OUTLINE = `${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;
const CARD = "rounded-xl border border-slate-200 bg-white shadow-sm";
const FIELD =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-500";

type Loaded =
  | { state: "loading" }
  | { state: "closed"; title: string; message: string }
  | { state: "failed"; message: string }
  | { state: "ready"; doc: PublicReview };

type Errors = Partial<Record<string, string>>;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

/** The reviewer's page: read the version sent, then accept it or return it with comments. No account. */
export function ReviewPage({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const load = useCallback(() => {
    fetch(`/api/review/${encodeURIComponent(token)}`)
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { message?: string; reason?: string };
        if (res.ok) setLoaded({ state: "ready", doc: body as PublicReview });
        else if (res.status === 404)
          setLoaded({
            state: "closed",
            title: "This review link does not work",
            message: "Check that the whole link from the e-mail was opened, or ask the sender for a new one.",
          });
        else if (res.status === 410)
          setLoaded({
            state: "closed",
            title:
              body.reason === "expired"
                ? "This review link has expired"
                : body.reason === "replaced"
                  ? "A newer review link was sent to you"
                  : "This review link was withdrawn",
            message: body.message ?? "Ask the sender for a new link.",
          });
        else if (res.status === 429)
          setLoaded({ state: "failed", message: "Too many requests just now. Try again in a few minutes." });
        else setLoaded({ state: "failed", message: "The document could not be loaded. Try again." });
      })
      .catch(() => setLoaded({ state: "failed", message: "No connection. Try again when you are online." }));
  }, [token]);
  useEffect(load, [load]);

  if (loaded.state === "loading") return <Message title="Loading the document…" />;
  if (loaded.state === "closed") return <Message title={loaded.title}>{loaded.message}</Message>;
  if (loaded.state === "failed") {
    return (
      <Message title="Not loaded">
        {loaded.message}{" "}
        <button type="button" className={`${OUTLINE} mt-4 h-10 px-4`} onClick={load}>
          Try again
        </button>
      </Message>
    );
  }
  return <Review token={token} doc={loaded.doc} />;
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children ? <p className="mt-2 text-slate-600">{children}</p> : null}
    </main>
  );
}

function Review({ token, doc }: { token: string; doc: PublicReview }) {
  const [answer, setAnswer] = useState<ReviewResponse | null>(doc.response);
  const [comments, setComments] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [name, setName] = useState(doc.reviewerName ?? "");
  const [organisation, setOrganisation] = useState(doc.reviewerOrganisation ?? "");
  const [overall, setOverall] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const order = doc.sections.map((s) => s.id).filter((id) => comments[id]?.trim());

  async function submit(decision: "accepted" | "returned") {
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch(`/api/review/${encodeURIComponent(token)}/response`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          decision,
          name,
          organisation,
          overallComment: overall,
          comments: order.map((sectionId) => ({ sectionId, text: comments[sectionId] })),
        }),
      });
      const body = (await res.json().catch(() => ({}))) as ReviewResponse & {
        message?: string;
        errors?: { field: string; message: string }[];
      };
      if (res.ok) {
        setAnswer(body);
        setErrors({});
        return;
      }
      const found: Errors = {};
      for (const e of body.errors ?? []) {
        // A comment's error is shown at its section.
        const at = /^comments\.(\d+)\./.exec(e.field);
        found[at ? `section:${order[Number(at[1])]}` : e.field] ??= e.message;
      }
      setErrors(found);
      setProblem(body.message ?? `Not sent (${res.status}). Try again.`);
    } catch {
      setProblem("No connection: your answer was not sent. Try again when you are online.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <header className="border-b border-slate-200 pb-4">
        <p className="text-sm font-medium text-brand-700">For your review · {doc.documentName}</p>
        <h1 className="mt-1 text-2xl font-bold break-words">{doc.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {doc.businessName} · Version {doc.issue} · sent {when(doc.sentAt)} · link works until{" "}
          {when(doc.expiresAt)}
        </p>
        {doc.message ? (
          <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line break-words text-slate-800">
            {doc.message}
          </p>
        ) : null}
      </header>

      {answer ? <Answered answer={answer} issue={doc.issue} /> : null}

      {doc.changes ? (
        <section
          aria-labelledby="changes"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="changes" className="text-lg font-semibold text-amber-950">
            What changed since version {doc.changes.sinceIssue}
          </h2>
          {doc.changes.sections.length === 0 ? (
            <p className="mt-1 text-sm text-amber-950">No section's wording changed.</p>
          ) : (
            <ul className="mt-3 grid gap-4">
              {doc.changes.sections.map((c) => (
                <li key={c.id} className="rounded-md bg-white p-3">
                  <p className="font-medium text-slate-900">
                    {c.heading}{" "}
                    <span className="text-sm font-normal text-slate-600">
                      ({c.change === "added" ? "new section" : c.change === "removed" ? "removed" : "changed"}
                      {c.tablesChanged ? ", table changed" : ""})
                    </span>
                  </p>
                  <div
                    className="doc-prose diff-text mt-2 break-words text-slate-800"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML with diff marks
                    dangerouslySetInnerHTML={{ __html: c.change === "removed" ? c.before : c.after }}
                  />
                  {c.change === "changed" ? (
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer text-slate-700">Show the earlier wording</summary>
                      <div
                        className="doc-prose diff-text mt-2 break-words text-slate-700"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML with diff marks
                        dangerouslySetInnerHTML={{ __html: c.before }}
                      />
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <div className="mt-6 grid gap-8">
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className="text-lg font-semibold text-slate-900">
              {section.heading}
            </h2>
            <div
              className="doc-prose mt-2 break-words text-slate-800"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML
              dangerouslySetInnerHTML={{ __html: section.body }}
            />
            {section.tables.map((table) => (
              <TableView key={table.id} table={table} />
            ))}
            {answer ? null : open[section.id] || comments[section.id] ? (
              <div className="mt-3 grid gap-1.5">
                <label htmlFor={`comment-${section.id}`} className="text-sm font-medium text-slate-800">
                  Your comment on “{section.heading}”
                </label>
                <textarea
                  id={`comment-${section.id}`}
                  rows={3}
                  maxLength={2000}
                  value={comments[section.id] ?? ""}
                  onChange={(e) => setComments((c) => ({ ...c, [section.id]: e.currentTarget.value }))}
                  aria-invalid={errors[`section:${section.id}`] ? true : undefined}
                  className={FIELD}
                />
                {errors[`section:${section.id}`] ? (
                  <p role="alert" className="text-sm text-red-600">
                    {errors[`section:${section.id}`]}
                  </p>
                ) : null}
              </div>
            ) : (
              <button
                type="button"
                className={`${OUTLINE} mt-3 h-9 px-3`}
                onClick={() => setOpen((o) => ({ ...o, [section.id]: true }))}
              >
                Comment on this section
              </button>
            )}
          </section>
        ))}
      </div>

      {answer ? null : (
        <form
          className={`${CARD} mt-8 grid gap-4 p-5`}
          aria-labelledby="answer"
          onSubmit={(e) => e.preventDefault()}
        >
          <h2 id="answer" className="text-lg font-semibold">
            Your answer on version {doc.issue}
          </h2>
          <Field id="name" label="Your name" value={name} onChange={setName} error={errors.name} />
          <Field
            id="organisation"
            label="Organisation"
            value={organisation}
            onChange={setOrganisation}
            error={errors.organisation}
          />
          <div className="grid gap-1.5">
            <label htmlFor="overall" className="text-sm font-medium text-slate-800">
              Overall comment (optional)
            </label>
            <textarea
              id="overall"
              rows={3}
              maxLength={4000}
              value={overall}
              onChange={(e) => setOverall(e.currentTarget.value)}
              aria-invalid={errors.overallComment ? true : undefined}
              className={FIELD}
            />
            {errors.overallComment ? (
              <p role="alert" className="text-sm text-red-600">
                {errors.overallComment}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            {order.length === 1 ? "1 section comment" : `${order.length} section comments`} added.
          </p>
          {problem ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              className={`${PRIMARY} h-11 px-5`}
              onClick={() => submit("accepted")}
            >
              Accept version {doc.issue}
            </button>
            <button
              type="button"
              disabled={busy}
              className={`${OUTLINE} h-11 px-5`}
              onClick={() => submit("returned")}
            >
              Return with comments
            </button>
          </div>
        </form>
      )}
    </main>
  );
}

function Answered({ answer, issue }: { answer: ReviewResponse; issue: number }) {
  const accepted = answer.decision === "accepted";
  return (
    <section
      role="status"
      className={`mt-6 rounded-xl border p-4 ${accepted ? "border-green-300 bg-green-50" : "border-slate-300 bg-slate-50"}`}
    >
      <p className={`text-lg font-semibold ${accepted ? "text-green-800" : "text-slate-900"}`}>
        {accepted ? `Accepted: version ${issue}` : `Returned with comments: version ${issue}`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        By {answer.name} ({answer.organisation}), {when(answer.respondedAt)}. The sender sees your answer
        beside their document.
      </p>
      {answer.overallComment ? (
        <p className="mt-2 text-sm whitespace-pre-line break-words">{answer.overallComment}</p>
      ) : null}
      {answer.comments.length ? (
        <ul className="mt-2 grid gap-1 text-sm">
          {answer.comments.map((c) => (
            <li key={c.sectionId} className="break-words">
              <span className="font-medium">{c.heading}:</span> {c.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function TableView({ table }: { table: DocTable }) {
  // One card per row: nothing needs a sideways scroll on a phone.
  return (
    <div className="mt-3">
      {table.caption ? <p className="text-sm font-medium text-slate-700">{table.caption}</p> : null}
      <div className="mt-1 grid gap-2">
        {table.rows.map((row, i) => (
          <dl
            // Rows have no id; their order is the table's.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for the page's life
            key={i}
            className="grid gap-1 rounded-md border border-slate-200 p-2 text-sm sm:grid-cols-[12rem_1fr]"
          >
            {table.columns.map((col) => (
              <div key={col.key} className="contents">
                <dt className="font-medium text-slate-600">{col.label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{row[col.key] || "—"}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
    </div>
  );
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
        className={`${FIELD} h-10`}
      />
      {props.error ? (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
