import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Template } from "../../../contracts/next-job";
import { NewJobForm } from "../../components/document/NewJobForm";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/use-toast";
import { useDeleteTemplate, useTemplates } from "../../lib/next-job-api";

/**
 * A business's own templates for recurring jobs, above the wizard: pick one, give the new job and
 * site, and the document starts from the template's content (one credit). Hidden when there are none.
 */
export function TemplatesCard() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [open, setOpen] = useState<string | null>(null);
  const [, navigate] = useLocation();
  if (!templates.data?.length) return null;
  return (
    <Card className="mt-6 p-4 sm:p-5" data-testid="templates-card">
      <h2 className="text-lg font-semibold">Start from your templates</h2>
      <p className="mt-1 text-sm text-slate-600">
        Documents you saved for jobs you do again. Each new document uses one credit.
      </p>
      <ul className="mt-3 grid gap-3">
        {templates.data.map((t: Template) => (
          <li key={t.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{t.name}</p>
                <p className="text-xs text-slate-500">
                  {t.documentName} · {t.businessName}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant={open === t.id ? "secondary" : "default"}
                  aria-expanded={open === t.id}
                  onClick={() => setOpen((o) => (o === t.id ? null : t.id))}
                >
                  Use for a new job
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="ghost" aria-label={`Delete template ${t.name}`}>
                      <Trash2 aria-hidden />
                    </Button>
                  }
                  title="Delete this template?"
                  description="Documents made from it stay as they are."
                  confirmLabel="Delete template"
                  onConfirm={() => remove.mutate(t.id)}
                />
              </div>
            </div>
            {open === t.id ? (
              <div className="mt-3 border-t border-slate-200 pt-3">
                <NewJobForm
                  from={{ kind: "template", id: t.id }}
                  type={t.type}
                  businessId={t.businessId}
                  job={{ activity: t.activity, scope: t.scope, location: t.location }}
                  onCreated={(result) => {
                    toast({
                      title: "Document created from your template",
                      description: "A draft for the new job, with its own history.",
                    });
                    navigate(`/editor/${result.document.id}`);
                  }}
                  onCancel={() => setOpen(null)}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
