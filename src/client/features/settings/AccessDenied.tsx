import { Lock } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";

/** /settings for a visitor who is not signed in. */
export function SettingsAccessDenied() {
  usePageMeta({ title: pageTitle("Settings") });
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="p-8 text-center">
        <Lock className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-slate-600">Please sign in to access settings</p>
        <Button className="mt-6" asChild>
          <a href="/api/login">Sign In</a>
        </Button>
      </Card>
    </div>
  );
}
