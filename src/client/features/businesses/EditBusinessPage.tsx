import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { DELAYS_MS } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useBusiness, useUpdateBusiness } from "../../lib/businesses-api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { BusinessForm } from "./BusinessForm";

export function EditBusinessPage({ id }: { id?: string }) {
  usePageMeta({ title: pageTitle("Edit business") });
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!id) navigate("/", { replace: true });
  }, [id, navigate]);
  const business = useBusiness(id);
  const update = useUpdateBusiness(id ?? "");

  if (!id) return null;
  if (business.isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading business" />
      </div>
    );
  }
  if (!business.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Business Not Found</h1>
        <p className="mt-2 text-slate-600">This business does not exist or is not yours.</p>
        <Button className="mt-6" asChild>
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </div>
    );
  }

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
            Edit Business Details
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BusinessForm
            initial={business.data}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            onCancel={() => navigate("/")}
            onSubmit={async (data) => {
              try {
                await update.mutateAsync(data);
              } catch (error) {
                toast({
                  title: "Error",
                  description: "Failed to update business details",
                  variant: "destructive",
                });
                throw error;
              }
              toast({ title: "Success", description: "Business details updated successfully" });
              setTimeout(() => navigate("/"), DELAYS_MS.businessSaveRedirect);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
