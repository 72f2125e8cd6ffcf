import { CheckCircle2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { type PendingDocument, takePendingDocument } from "../../lib/pending-document";

/** "Document Ready!" once the just-generated document appears in the loaded list. */
export function ReadyBanner({ listedIds }: { listedIds: string[] | undefined }) {
  const [ready, setReady] = useState<PendingDocument | null>(null);
  const key = listedIds?.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the listed ids change
  useEffect(() => {
    if (!listedIds) return;
    const found = takePendingDocument(window.localStorage, listedIds);
    if (found) setReady(found);
  }, [key]);
  if (!ready) return null;
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-5 w-5 text-emerald-600" aria-hidden />
        <div>
          <p className="font-semibold text-emerald-900">Document Ready!</p>
          <p className="text-sm text-emerald-900">
            Your {ready.typeName} has been generated successfully and is ready for review.
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" asChild>
          <Link href={`/editor/${ready.id}`}>View Document</Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setReady(null)}>
          <X aria-hidden /> Dismiss
        </Button>
      </div>
    </div>
  );
}
