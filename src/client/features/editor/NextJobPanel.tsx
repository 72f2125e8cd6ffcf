import { type FormEvent, useState } from "react";
import type { Policy } from "../../../contracts/documents";
import { MAX_TEMPLATE_NAME, type NewJobResult } from "../../../contracts/next-job";
import { NewJobForm } from "../../components/document/NewJobForm";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { parseFieldErrors } from "../../lib/field-errors";
import { useSaveTemplate } from "../../lib/next-job-api";

const text = (metadata: Record<string, unknown>, key: string) =>
  typeof metadata[key] === "string" ? (metadata[key] as string) : null;

/** "Use for a new job": the form, opened from the editor's toolbar. */
export function NewJobPanel({
  policy,
  onCreated,
  onClose,
}: {
  policy: Policy;
  onCreated: (result: NewJobResult) => void;
  onClose: () => void;
}) {
  return (
    <Card className="p-4 sm:p-5" data-testid="new-job-panel">
      <h2 className="text-lg font-semibold">Use for a new job</h2>
      <div className="mt-3">
        <NewJobForm
          from={{ kind: "document", id: policy.id }}
          type={policy.type}
          businessId={policy.businessId}
          job={{
            activity: text(policy.metadata, "activity"),
            scope: text(policy.metadata, "scope"),
            location: text(policy.metadata, "location"),
          }}
          onCreated={onCreated}
          onCancel={onClose}
        />
      </div>
    </Card>
  );
}

/** "Save as template": the document as it is now becomes a template of its business. */
export function SaveTemplatePanel({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const save = useSaveTemplate(policy.id);
  const [name, setName] = useState(text(policy.metadata, "activity") ?? text(policy.metadata, "scope") ?? "");
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const template = await save.mutateAsync(name);
      toast({
        title: "Saved as a template",
        description: `"${template.name}" is in the generator's templates for ${template.businessName}.`,
      });
      onClose();
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      setError(parseFieldErrors(e.body).name ?? e.serverMessage);
    }
  };
  return (
    <Card className="p-4 sm:p-5" data-testid="save-template-panel">
      <h2 className="text-lg font-semibold">Save as template</h2>
      <p className="mt-1 text-sm text-slate-600">
        Keep this document, with your edits, to start the next job of this kind from. Saving is free; each
        document you make from it uses one credit.
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-3" noValidate>
        <TextField
          id="template-name"
          label="Template name"
          value={name}
          maxLength={MAX_TEMPLATE_NAME}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save template"}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
