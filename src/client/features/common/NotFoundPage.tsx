import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";

export function NotFoundPage() {
  usePageMeta({ title: pageTitle("Page not found") });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Back to Dashboard</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/documents">Your Documents</Link>
        </Button>
      </div>
    </div>
  );
}
