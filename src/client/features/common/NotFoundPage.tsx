import { Link } from "wouter";
import { Button } from "../../components/ui/button";

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Button className="mt-6" asChild>
        <Link href="/">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
