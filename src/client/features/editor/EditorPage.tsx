import {
  ArrowLeft,
  BookmarkPlus,
  ClipboardList,
  CopyPlus,
  Eye,
  FileDown,
  FileText,
  History,
  MailCheck,
  Pencil,
  Printer,
  Save,
  Send,
  Users,
} from "lucide-react";
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import { Link, useLocation } from "wouter";
import type { Policy } from "../../../contracts/documents";
import {
  clockRegion,
  exportFileName,
  formatOrdinalDate,
  isPerJobType,
  ordinalToIsoDate,
  primaryIdentifier,
  SITE_COPY_TYPES,
  SITE_DETAIL_TYPES,
} from "../../../domain/catalogue";
import type { DocTable, DocumentContent } from "../../../domain/documents/content";
import { draftOf, letterheadLines, versionLabel } from "../../../domain/documents/document-control";
import { renderPlainText } from "../../../domain/documents/plain-text";
import { needsToSignAgain, type SignedTable, withSignatures } from "../../../domain/documents/sign-on-sheet";
import { supportsSignOn } from "../../../domain/documents/site-version";
import { siteDetailsScopeLabel } from "../../../domain/documents/types/registry";
import { DocumentBody } from "../../components/document/DocumentBody";
import { DocumentListTitle } from "../../components/document/DocumentListTitle";
import { LawChangedBadge } from "../../components/document/LawChangedBadge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useApproval } from "../../lib/approval-api";
import { logoUrl, useBusiness } from "../../lib/businesses-api";
import { usePolicies, usePolicy } from "../../lib/documents-api";
import { exportPdf, exportSiteCopy, exportWord, printDocument } from "../../lib/exports";
import { useRole } from "../../lib/team-api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { useIsPhone } from "../../lib/use-phone";
import { ReviewDateField } from "../compliance/ReviewDateField";
import { StatusBadge } from "../documents/PoliciesPanel";
import { ReviewSummary, useSectionComments } from "../review/ReviewSummary";
import { useSignatures } from "../sign-on/signatures-api";
import { ApprovalPanel } from "./ApprovalPanel";
import { documentStats } from "./document-stats";
import { editsNotice } from "./edits-notice";
import { JOB_STEPS_TABLE, StepCards } from "./StepCards";
import { useDocumentEditor, useSaveBeforeLeaving } from "./use-document-editor";

// Reading a document needs none of these: the editing fields (the rich-text editor and table
// editing) load when "Start Editing" is pressed, each panel when its button opens it.
const EditingSections = lazy(() => import("./EditingSections"));
const RevisionsPanel = lazy(() => import("./RevisionsPanel").then((m) => ({ default: m.RevisionsPanel })));
const NewJobPanel = lazy(() => import("./NextJobPanel").then((m) => ({ default: m.NewJobPanel })));
const SaveTemplatePanel = lazy(() =>
  import("./NextJobPanel").then((m) => ({ default: m.SaveTemplatePanel })),
);
const ReviewPanel = lazy(() => import("../review/ReviewPanel").then((m) => ({ default: m.ReviewPanel })));
const CrewSignOnPanel = lazy(() =>
  import("../sign-on/CrewSignOnPanel").then((m) => ({ default: m.CrewSignOnPanel })),
);

export function EditorPage({ id }: { id: string }) {
  usePageMeta({ title: pageTitle("Edit document") });
  const policy = usePolicy(id);
  // The editor is drawn in the background once the document has arrived (a deferred render, in
  // short slices between which the phone stays responsive), not in one long task the moment it
  // arrives; the loading screen stays until it is ready.
  const arrived = useDeferredValue(policy.data);
  if (policy.isLoading || (policy.data && !arrived)) {
    // As tall as the screen, like the app's own loading screen: the footer stays below it.
    return (
      <div className="flex min-h-screen justify-center py-24">
        <Spinner label="Loading document" />
      </div>
    );
  }
  if (!policy.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Document Not Found</h1>
        <p className="mt-2 text-slate-600">This document does not exist or is not yours.</p>
        <Button className="mt-6" asChild>
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </div>
    );
  }
  // A new key per document gives each its own working copy.
  return <Editor key={policy.data.id} policy={arrived ?? policy.data} onReload={() => policy.refetch()} />;
}

/** How many of a document's sections are drawn with the editor's first paint; the rest follow. */
const FIRST_SECTIONS = 2;

function minutesSince(date: Date, now: number) {
  return Math.max(0, Math.floor((now - date.getTime()) / 60_000));
}

// The letterhead's frame, at least a logo's height: the same space is kept while the business
// loads, so the document's title below it does not jump down when the letterhead arrives.
const LETTERHEAD_FRAME = "mb-4 min-h-[3.8125rem] border-b border-slate-200 pb-3";

/** The business's letterhead as the exported pages carry it: logo left, name and contacts right. */
function Letterhead({ business }: { business: NonNullable<ReturnType<typeof useBusiness>["data"]> }) {
  const logo = logoUrl(business);
  return (
    <div
      data-testid="letterhead"
      className={`${LETTERHEAD_FRAME} flex flex-wrap items-center justify-between gap-4`}
    >
      {logo ? (
        <img src={logo} alt={`${business.name} logo`} className="h-12 max-w-48 object-contain object-left" />
      ) : (
        <span />
      )}
      <div className="min-w-0 text-right">
        <p className="font-semibold text-slate-900">{business.name}</p>
        {letterheadLines(business).map((line) => (
          <p key={line} className="text-xs break-words text-slate-500">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}

function Editor({ policy, onReload }: { policy: Policy; onReload: () => Promise<{ data?: Policy }> }) {
  const [editing, setEditing] = useState(false);
  // A viewer reads and exports: the editing controls are not offered (the server refuses them too).
  const { canWrite } = useRole();
  const [showHistory, setShowHistory] = useState(false);
  const [showSignOn, setShowSignOn] = useState(false);
  const [nextJob, setNextJob] = useState<"new-job" | "template" | null>(null);
  const [showReview, setShowReview] = useState(false);
  const [, navigate] = useLocation();
  const ed = useDocumentEditor(policy, editing);
  const { content } = ed;
  const phone = useIsPhone();
  // The work method's card on show on a phone, kept here so Start Editing and back keep the place.
  const [step, setStep] = useState(0);
  useSaveBeforeLeaving(ed.dirty, ed.flush, navigate);
  // An export is of what is on the screen: unsaved changes are saved first.
  const afterSaving = (run: () => Promise<void>) => async () => {
    if (!(await ed.flush())) {
      toast({
        title: "Not exported",
        description: "Your latest changes could not be saved, so the export would leave them out.",
        variant: "destructive",
      });
      return;
    }
    await run();
  };
  const business = useBusiness(policy.businessId);
  // The side list shows the documents of the open document's business.
  const sidebar = usePolicies(policy.businessId);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);

  // The sign-on table shows who signed this issue on a phone; a voided signature is left out.
  const signatures = useSignatures(policy.id, supportsSignOn(policy.type));
  // Reviewers' comments, shown beside the sections they are about.
  const commentsOn = useSectionComments(policy.id);
  // Signing times read on the business's clock: a federal-OSHA business keeps its first state's.
  const clock = business.data ? clockRegion(business.data) : content.jurisdiction;
  // Kept the same while its inputs are: the body (memoised) is then not drawn again on each render.
  const signedSections = useMemo(
    () =>
      withSignatures(
        policy.type,
        content,
        (signatures.data?.signatures ?? [])
          .filter((s) => s.issue === ed.issue && !s.voidedAt)
          .map((s) => ({ ...s, image: s.imageUrl })),
        clock,
      ),
    [policy.type, content, signatures.data, ed.issue, clock],
  );
  const tableView = useCallback(
    (table: DocTable | SignedTable<string>) =>
      phone && table.id === JOB_STEPS_TABLE ? (
        <StepCards key={table.id} table={table} step={step} onStep={setStep} />
      ) : null,
    [phone, step],
  );
  // The editor's first paint has the document's start: its header and first sections. The rest of
  // the body and what follows it (the tracking fields, whose date inputs are slow to make) are
  // drawn just after, in the background. When the body is shown again (after editing) it is shown
  // whole, so the reader keeps their place.
  const whole = useDeferredValue(true, false);
  const identifier = business.data ? primaryIdentifier(business.data) : null;
  const stats = useMemo(() => documentStats(content, ed.instruments), [content, ed.instruments]);
  const set = (change: (c: DocumentContent) => DocumentContent) => ed.update(change);
  // Leaving saves first; only when that fails is the customer asked whether to go without it.
  const leave = async (to: string) => {
    if (
      ed.dirty &&
      !(await ed.flush()) &&
      !window.confirm("Your latest changes could not be saved. Leave without them?")
    )
      return;
    navigate(to);
  };
  const minutes = minutesSince(ed.lastSavedAt, now);
  const versionState = { issue: ed.issue, status: ed.status, publishedRevision: ed.publishedRevision };
  const draft = draftOf(versionState);
  // Approval before issue: read for the save on the screen, so an edit shows the approval voided.
  const approval = useApproval(policy.id, ed.version);
  const issueBlocked = approval.data && !approval.data.canIssue ? approval.data.issueBlockedReason : null;
  const saveFirst = async () => ((await ed.flush()) ? ed.savedVersion() : null);
  // Issuing publishes what is on the screen as the next version; the owner is told who signed an
  // earlier version and so has to sign this one.
  const issue = async () => {
    if (!(await ed.flush())) return;
    const saved = await ed.save({ publish: true, silent: true });
    if (!saved) return;
    const earlier = supportsSignOn(policy.type) ? ((await signatures.refetch()).data?.signatures ?? []) : [];
    const resign = needsToSignAgain(earlier, saved.issue).map((s) => s.name);
    toast({
      title: `Version ${saved.issue} issued`,
      description: supportsSignOn(policy.type)
        ? resign.length
          ? `Your crew now signs version ${saved.issue}. Still to re-sign (${resign.length}): ${resign.join(", ")}.`
          : `Your crew now signs version ${saved.issue}.`
        : `Exports and printed copies now show version ${saved.issue}.`,
    });
  };

  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6 sm:px-6">
      <aside className="hidden w-60 shrink-0 lg:block" aria-label="Your Policies">
        <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Your Policies</h2>
        {business.data ? <p className="mt-1 text-sm text-slate-600">{business.data.name}</p> : null}
        <ul className="mt-2 grid gap-1">
          {sidebar.data?.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => void leave(`/editor/${p.id}`)}
                className={`w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 ${p.id === policy.id ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700"}`}
              >
                {p.job ? <DocumentListTitle doc={p} showBusiness={false} /> : p.title}
              </button>
            </li>
          ))}
        </ul>
      </aside>

      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => void leave("/")}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
        </button>

        {/* Sticky only where the screen is tall enough: at 200 % zoom it would cover half the page. On a
            phone the actions are one row that scrolls sideways, so the toolbar keeps to one line. */}
        <div
          role="toolbar"
          aria-label="Document actions"
          className="sticky top-16 z-30 [@media(max-height:30rem)]:static mt-3 flex flex-nowrap items-center gap-2 overflow-x-auto rounded-xl border border-slate-200 bg-white/95 p-2 shadow-sm backdrop-blur sm:flex-wrap [&>*]:shrink-0"
        >
          {canWrite ? (
            <>
              <Button
                size="sm"
                variant={editing ? "secondary" : "default"}
                onClick={() => setEditing((e) => !e)}
              >
                {editing ? <Eye aria-hidden /> : <Pencil aria-hidden />}{" "}
                {editing ? "Switch to View" : "Start Editing"}
              </Button>
              <Button size="sm" variant="outline" disabled={ed.saving} onClick={() => void ed.save()}>
                <Save aria-hidden /> Save
              </Button>
            </>
          ) : null}
          {draft !== null && canWrite ? (
            <Button
              size="sm"
              disabled={ed.saving || issueBlocked !== null}
              title={issueBlocked ?? undefined}
              aria-describedby={issueBlocked ? "issue-blocked" : undefined}
              onClick={() => void issue()}
            >
              <Send aria-hidden /> Issue version {draft}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={afterSaving(() => exportPdf(policy.id, content.title))}
          >
            <FileDown aria-hidden /> Export PDF
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={afterSaving(() => exportWord(policy.id, content.title))}
          >
            <FileText aria-hidden /> Export Word
          </Button>
          {SITE_COPY_TYPES.includes(policy.type) ? (
            <Button
              size="sm"
              variant="outline"
              onClick={afterSaving(() => exportSiteCopy(policy.id, content.title))}
            >
              <ClipboardList aria-hidden /> Export site copy
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              printDocument(
                { ...policy, ...versionState, content },
                business.data ? { ...business.data, logoUrl: logoUrl(business.data) } : { name: "" },
                signedSections,
              )
            }
          >
            <Printer aria-hidden /> Print
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((s) => !s)}
          >
            <History aria-hidden /> History
          </Button>
          {supportsSignOn(policy.type) ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showSignOn}
              onClick={() => setShowSignOn((s) => !s)}
            >
              <Users aria-hidden /> Crew sign-on
            </Button>
          ) : null}
          {isPerJobType(policy.type) ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={nextJob === "new-job"}
                onClick={afterSaving(async () => setNextJob((s) => (s === "new-job" ? null : "new-job")))}
              >
                <CopyPlus aria-hidden /> Use for a new job
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={nextJob === "template"}
                onClick={afterSaving(async () => setNextJob((s) => (s === "template" ? null : "template")))}
              >
                <BookmarkPlus aria-hidden /> Save as template
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showReview}
            onClick={() => setShowReview((s) => !s)}
          >
            <MailCheck aria-hidden /> Send for review
          </Button>
          <span className="ml-auto text-xs text-slate-500" data-testid="save-indicator" aria-live="polite">
            {ed.saving
              ? "Saving…"
              : ed.dirty
                ? "Unsaved changes"
                : `Auto-saved ${minutes === 0 ? "just now" : `${minutes} minute${minutes === 1 ? "" : "s"} ago`}`}
          </span>
        </div>

        {draft !== null && approval.data?.required ? (
          <>
            <ApprovalPanel
              policyId={policy.id}
              approval={approval.data}
              canWrite={canWrite}
              sections={content.sections}
              saveFirst={saveFirst}
            />
            {issueBlocked ? (
              <p id="issue-blocked" className="mt-1 text-xs text-slate-600">
                Issue is not available yet: {issueBlocked}
              </p>
            ) : null}
          </>
        ) : null}

        {ed.conflict ? (
          <div
            role="alert"
            className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            <p className="font-semibold">This document changed elsewhere</p>
            <p className="mt-1">{ed.conflict.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  const blob = new Blob([renderPlainText(content)], { type: "text/plain" });
                  const a = document.createElement("a");
                  a.href = URL.createObjectURL(blob);
                  a.download = exportFileName(`${content.title} my copy`, "txt");
                  a.click();
                }}
              >
                Keep a copy of my changes
              </Button>
              <Button
                size="sm"
                onClick={async () => {
                  const latest = await onReload();
                  if (latest.data) ed.reset(latest.data);
                }}
              >
                Reload the latest version
              </Button>
            </div>
          </div>
        ) : null}

        {showHistory ? (
          <PanelSlot>
            <RevisionsPanel
              policyId={policy.id}
              currentVersion={ed.version}
              onRestored={(p) => ed.reset(p)}
            />
          </PanelSlot>
        ) : null}

        {nextJob === "new-job" ? (
          <PanelSlot>
            <NewJobPanel
              policy={policy}
              onClose={() => setNextJob(null)}
              onCreated={(result) => {
                setNextJob(null);
                toast({ title: "Document created for the new job", description: editsNotice(result) });
                navigate(`/editor/${result.document.id}`);
              }}
            />
          </PanelSlot>
        ) : null}
        {nextJob === "template" ? (
          <PanelSlot>
            <SaveTemplatePanel policy={policy} onClose={() => setNextJob(null)} />
          </PanelSlot>
        ) : null}

        <ReviewSummary policyId={policy.id} />

        {showReview ? (
          <PanelSlot>
            {/* Mounted again after a publish, so it offers the version now issued. */}
            <ReviewPanel key={`${ed.issue}:${ed.status}`} policyId={policy.id} />
          </PanelSlot>
        ) : null}

        {showSignOn ? (
          <PanelSlot>
            {/* Mounted again after a publish, so it reads the version crews now sign. */}
            <CrewSignOnPanel
              key={`${ed.issue}:${ed.status}`}
              draftOf={ed.publishedRevision === null ? null : draft}
              policyId={policy.id}
              businessId={policy.businessId}
              clock={clock}
              title={content.title}
            />
          </PanelSlot>
        ) : null}

        <Card className="mt-4 p-5 sm:p-8">
          <header className="border-b border-slate-200 pb-4">
            {business.data ? (
              <Letterhead business={business.data} />
            ) : business.isLoading ? (
              <div className={LETTERHEAD_FRAME} />
            ) : null}
            <p className="text-sm font-medium text-brand-700">{content.documentName}</p>
            {editing ? (
              <div className="mt-1 grid gap-1">
                <Label htmlFor="doc-title">Title</Label>
                <Input
                  id="doc-title"
                  className="text-lg font-bold"
                  value={content.title}
                  onChange={(e) => set((c) => ({ ...c, title: e.target.value }))}
                />
              </div>
            ) : (
              <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{content.title}</h1>
            )}
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <Fact label="Business" value={business.data?.name ?? "…"} />
              {identifier?.value ? <Fact label={identifier.label} value={identifier.value} /> : null}
              <Fact label="Version" value={versionLabel(versionState)} testId="version" />
              <LawChangedBadge policyId={policy.id} />
              <Fact label="Last updated" value={formatOrdinalDate(ed.lastSavedAt)} />
              <div>
                <dt className="inline font-medium">Status: </dt>
                <dd className="inline">
                  <StatusBadge status={ed.status || "draft"} />
                </dd>
              </div>
            </dl>
            {draft !== null && ed.publishedRevision !== null ? (
              <p
                className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
                data-testid="draft-notice"
              >
                These changes are a draft of version {draft}. Version {ed.issue} stays the issued version
                {supportsSignOn(policy.type) ? ", the one your crew reads and signs," : ""} until you issue
                version {draft}.
              </p>
            ) : null}
          </header>

          {SITE_DETAIL_TYPES.includes(policy.type) ? (
            <fieldset
              disabled={!editing}
              className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2"
            >
              <legend className="sr-only">Site and customer details</legend>
              {(
                [
                  ["siteAddress", "Site address*"],
                  ["customerName", "Customer name"],
                  [
                    "projectDetails",
                    siteDetailsScopeLabel(policy.type) === "Scope" ? "Scope" : "Project details",
                  ],
                  ["siteContact", "Site contact"],
                ] as const
              ).map(([key, label]) => (
                <div key={key} className="grid gap-1">
                  <Label htmlFor={`site-${key}`}>{label}</Label>
                  <Input
                    id={`site-${key}`}
                    value={content.siteDetails[key]}
                    onChange={(e) =>
                      set((c) => ({ ...c, siteDetails: { ...c.siteDetails, [key]: e.target.value } }))
                    }
                  />
                </div>
              ))}
            </fieldset>
          ) : null}

          <div className="mt-6">
            {editing ? (
              // Until the editing fields arrive the document stays on screen as it reads.
              <Suspense fallback={<DocumentBody sections={signedSections} aside={commentsOn} />}>
                <EditingSections
                  sections={content.sections}
                  aside={commentsOn}
                  set={set}
                  phone={phone}
                  step={step}
                  onStep={setStep}
                />
              </Suspense>
            ) : (
              <DocumentBody
                sections={signedSections}
                aside={commentsOn}
                tableView={tableView}
                firstSections={whole ? undefined : FIRST_SECTIONS}
              />
            )}
          </div>

          {whole ? (
            <fieldset
              disabled={!editing}
              className="mt-8 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
            >
              <legend className="mb-2 text-sm font-semibold">Document tracking</legend>
              <DateField
                id="date-created"
                label="Date created"
                value={content.footer.dateCreated}
                onChange={(v) => set((c) => ({ ...c, footer: { ...c.footer, dateCreated: v } }))}
              />
              <TextInput
                id="created-by"
                label="Created by"
                value={content.footer.createdBy}
                onChange={(v) => set((c) => ({ ...c, footer: { ...c.footer, createdBy: v } }))}
              />
              <DateField
                id="date-reviewed"
                label="Date reviewed"
                value={content.footer.dateReviewed}
                onChange={(v) => set((c) => ({ ...c, footer: { ...c.footer, dateReviewed: v } }))}
              />
              <TextInput
                id="reviewed-by"
                label="Reviewed by"
                value={content.footer.reviewedBy}
                onChange={(v) => set((c) => ({ ...c, footer: { ...c.footer, reviewedBy: v } }))}
              />
              <ReviewDateField policyId={policy.id} type={policy.type} value={policy.nextReviewOn} />
            </fieldset>
          ) : null}

          <p className="mt-4 text-sm">
            Authority:{" "}
            <a className="text-brand-700 underline" href={content.complianceReferences.authorityUrl}>
              {content.complianceReferences.authority}
            </a>
          </p>
        </Card>

        <div
          className="mt-3 flex flex-wrap gap-x-6 gap-y-1 rounded-lg bg-slate-100 px-4 py-2 text-xs text-slate-600"
          data-testid="status-bar"
        >
          <span>Status: {ed.status || "draft"}</span>
          <span>{versionLabel(versionState)}</span>
          <span>
            {stats.words} words · {stats.pages} {stats.pages === 1 ? "page" : "pages"}
          </span>
          <span>{stats.checksPassed} compliance checks passed</span>
          <span>Generated in {stats.generatedInMs} ms</span>
        </div>
      </div>
    </div>
  );
}

/** Where a panel opens below the toolbar; a spinner holds its place while its code arrives. */
function PanelSlot({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4">
      <Suspense
        fallback={
          <div className="flex justify-center py-6">
            <Spinner label="Loading" />
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
}

function TextInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Dates are kept as "March 3rd, 2025" text and edited with a date input. */
function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={ordinalToIsoDate(value) ?? ""}
        onChange={(e) => onChange(e.target.value ? formatOrdinalDate(e.target.value) : "")}
      />
      {value ? <span className="text-xs text-slate-500">{value}</span> : null}
    </div>
  );
}
