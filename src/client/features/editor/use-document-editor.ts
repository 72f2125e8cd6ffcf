import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Policy } from "../../../contracts/documents";
import type { DocumentContent } from "../../../domain/documents/content";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson, isUnauthorizedError } from "../../lib/api";
import { handleUnauthorized } from "../../lib/unauthorized";
import { POLICIES_KEY } from "../documents/api";

export const AUTOSAVE_DELAY_MS = 3000;

export type Conflict = { message: string; currentVersion: number };

/**
 * The editor's working copy of a document. Every save names the version it was based on; the
 * server refuses a stale one, so two editors can never overwrite each other without knowing.
 */
export function useDocumentEditor(policy: Policy, editing: boolean) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState<DocumentContent>(policy.content);
  const [version, setVersion] = useState(policy.version);
  const [issue, setIssue] = useState(policy.issue);
  const [status, setStatus] = useState(policy.status);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<Date>(new Date(policy.updatedAt));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const changes = useRef(0);
  const inFlight = useRef(false);

  const reset = useCallback((p: Policy) => {
    setContent(p.content);
    setVersion(p.version);
    setIssue(p.issue);
    setStatus(p.status);
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
      setVersion(saved.version);
      setIssue(saved.issue);
      setStatus(saved.status);
      setLastSavedAt(new Date());
      queryClient.setQueryData(["/api/policies", saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY, exact: false, refetchType: "none" });
    },
    [queryClient],
  );

  const save = useCallback(
    async ({ publish = false, silent = false }: { publish?: boolean; silent?: boolean } = {}) => {
      if (inFlight.current || conflict) return false;
      inFlight.current = true;
      setSaving(true);
      const seq = changes.current;
      try {
        const saved = await apiJson<Policy>("PUT", `/api/policies/${policy.id}`, {
          content,
          baseVersion: version,
          ...(publish ? { status: "published" } : {}),
        });
        await accept(saved);
        // Typing during the save leaves the newer text unsaved, and autosave picks it up.
        if (changes.current === seq) setDirty(false);
        if (publish) {
          toast({
            title: "Published",
            description: `${content.documentName} version ${saved.issue} is published.`,
          });
        } else if (!silent) toast({ title: "Success", description: "Policy saved successfully" });
        return true;
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else if (error instanceof ApiRequestError && error.status === 409) {
          const body = JSON.parse(error.body) as Conflict;
          setConflict({ message: body.message, currentVersion: body.currentVersion });
        } else {
          toast({ title: "Error", description: "Failed to save policy", variant: "destructive" });
        }
        return false;
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [accept, conflict, content, policy.id, version],
  );

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
    version,
    issue,
    status,
    dirty,
    saving,
    lastSavedAt,
    conflict,
    update,
    save,
    reset,
    accept,
  };
}
