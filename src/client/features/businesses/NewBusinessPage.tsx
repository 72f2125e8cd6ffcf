import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { useCreateBusiness } from "../../lib/businesses-api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { BusinessForm } from "./BusinessForm";

/** Add Business: the business form on its own. Registering a business needs no credits and no document. */
export function NewBusinessPage() {
  usePageMeta({ title: pageTitle("Add a business") });
  const [, navigate] = useLocation();
  const create = useCreateBusiness();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link
        href="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <Card className="mt-4">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl font-bold">
            Add a Business
          </CardTitle>
          <p className="text-sm text-slate-600">
            Register the business once; its documents follow its country, state and work.
          </p>
        </CardHeader>
        <CardContent>
          <BusinessForm
            submitLabel="Register Business"
            pendingLabel="Registering..."
            onCancel={() => navigate("/")}
            onSubmit={async (data) => {
              const business = await create.mutateAsync(data);
              toast({
                title: "Business registered",
                description: `${business.name} is ready for its documents.`,
              });
              // What the new business needs, each with its Generate link.
              navigate(`/businesses/${business.id}/requirements`);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
