import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Policy } from "../../../contracts/documents";
import type { DocumentContent } from "../../../domain/documents/content";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson, isUnauthorizedError } from "../../lib/api";
import { POLICIES_KEY } from "../../lib/documents-api";
import { handleUnauthorized } from "../../lib/unauthorized";

export const AUTOSAVE_DELAY_MS = 3000;

export type Conflict = { message: string; currentVersion: number };

/**
 * The editor's working copy of a document. Every save names the version it was based on; the
 * server refuses a stale one, so two editors can never overwrite each other without knowing.
 */
export function useDocumentEditor(policy: Policy, editing: boolean) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState<DocumentContent>(policy.content);
  // What the law says of the content's citations, as the server last sent it with the content.
  const [instruments, setInstruments] = useState(policy.instruments);
  const [version, setVersion] = useState(policy.version);
  const [issue, setIssue] = useState(policy.issue);
  const [status, setStatus] = useState(policy.status);
  const [publishedRevision, setPublishedRevision] = useState(policy.publishedRevision);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<Date>(new Date(policy.updatedAt));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const changes = useRef(0);
  const inFlight = useRef(false);
  // What a save sends is read when it starts, not when its handler was made: a save that waits for
  // another one to finish must send the text typed meanwhile, based on the version that one made.
  const latest = useRef({ content, version, dirty, conflict });
  latest.current = { content, version, dirty, conflict };

  const reset = useCallback((p: Policy) => {
    setContent(p.content);
    setInstruments(p.instruments);
    setVersion(p.version);
    setIssue(p.issue);
    setStatus(p.status);
    setPublishedRevision(p.publishedRevision);
    setDirty(false);
    setConflict(null);
    setLastSavedAt(new Date(p.updatedAt));
    changes.current = 0;
  }, []);

  const update = useCallback((change: (c: DocumentContent) => DocumentContent) => {
    changes.current += 1;
    setContent(change);
    setDirty(true);
  }, []);

  const accept = useCallback(
    async (saved: Policy) => {
      latest.current.version = saved.version;
      setInstruments(saved.instruments);
      setVersion(saved.version);
      setIssue(saved.issue);
      setStatus(saved.status);
      setPublishedRevision(saved.publishedRevision);
      setLastSavedAt(new Date());
      queryClient.setQueryData(["/api/policies", saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY, exact: false, refetchType: "none" });
    },
    [queryClient],
  );

  const save = useCallback(
    async ({
      publish = false,
      silent = false,
    }: {
      publish?: boolean;
      silent?: boolean;
    } = {}): Promise<Policy | null> => {
      if (inFlight.current || latest.current.conflict) return null;
      inFlight.current = true;
      setSaving(true);
      const seq = changes.current;
      const { content, version } = latest.current;
      try {
        const saved = await apiJson<Policy>("PUT", `/api/policies/${policy.id}`, {
          content,
          baseVersion: version,
          ...(publish ? { status: "published" } : {}),
        });
        await accept(saved);
        // Typing during the save leaves the newer text unsaved, and autosave picks it up.
        if (changes.current === seq) {
          latest.current.dirty = false;
          setDirty(false);
        }
        if (!silent) toast({ title: "Success", description: "Policy saved successfully" });
        return saved;
      } catch (error) {
        // Refused as signed out while the session was being renewed: saved again once it is.
        if (isUnauthorizedError(error))
          void handleUnauthorized(() => void saveAgain.current({ publish, silent }));
        else if (
          error instanceof ApiRequestError &&
          error.status === 409 &&
          error.body.includes('"approval"')
        ) {
          // Issue refused for want of approval: nothing was overwritten, the reason is the message.
          toast({ title: "Not issued", description: error.serverMessage, variant: "destructive" });
        } else if (error instanceof ApiRequestError && error.status === 409) {
          const body = JSON.parse(error.body) as Conflict;
          latest.current.conflict = body;
          setConflict({ message: body.message, currentVersion: body.currentVersion });
        } else {
          toast({ title: "Error", description: "Failed to save policy", variant: "destructive" });
        }
        return null;
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [accept, policy.id],
  );
  const saveAgain = useRef(save);
  saveAgain.current = save;

  /**
   * Saves what is on the screen, waiting for a save already under way: true once nothing is left
   * unsaved, false when it could not be saved (a conflict, or the save failed).
   */
  const flush = useCallback(async (): Promise<boolean> => {
    for (let tries = 0; tries < 5; tries++) {
      while (inFlight.current) await new Promise((r) => setTimeout(r, 50));
      if (latest.current.conflict) return false;
      if (!latest.current.dirty) return true;
      if (!(await save({ silent: true })) && !inFlight.current) return false;
    }
    return !latest.current.dirty;
  }, [save]);

  // Autosave a few seconds after the last change while editing.
  useEffect(() => {
    if (!editing || !dirty || conflict) return;
    const timer = setTimeout(() => void save({ silent: true }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [editing, dirty, conflict, save]);

  // Leaving the page with unsaved work asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    content,
    instruments,
    version,
    issue,
    status,
    publishedRevision,
    dirty,
    saving,
    lastSavedAt,
    conflict,
    update,
    save,
    flush,
    /** The save the server last answered with, even before the screen has re-rendered. */
    savedVersion: () => latest.current.version,
    reset,
    accept,
  };
}

/**
 * Following a link inside the app while changes are unsaved saves them first, then goes; when
 * they cannot be saved the customer is asked whether to leave without them. (Reloading or closing
 * the tab is covered by the browser's own prompt.)
 */
export function useSaveBeforeLeaving(
  dirty: boolean,
  flush: () => Promise<boolean>,
  navigate: (to: string) => void,
) {
  useEffect(() => {
    if (!dirty) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download"))
        return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      // Ahead of the router's own handler: the page stays until the save has answered.
      e.preventDefault();
      e.stopPropagation();
      void flush().then((saved) => {
        if (saved || window.confirm("Your latest changes could not be saved. Leave without them?")) {
          navigate(`${to.pathname}${to.search}${to.hash}`);
        }
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [dirty, flush, navigate]);
}
