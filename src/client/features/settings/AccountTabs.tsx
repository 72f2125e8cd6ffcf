import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** Notifications: SafeDraft sends no e-mail yet, so there is nothing to switch; say that plainly. */
export function NotificationsTab() {
  return (
    <Card className="max-w-xl p-6">
      <h2 className="text-lg font-semibold">Notifications</h2>
      <p className="mt-2 text-sm text-slate-600">
        SafeDraft does not send e-mail yet. Review reminders and security alerts will come with compliance
        tracking, and their switches will appear here then.
      </p>
    </Card>
  );
}

/** Security: what is available today for the account's sign-in. */
export function SecurityTab({ email }: { email: string }) {
  return (
    <Card className="max-w-xl p-6">
      <h2 className="text-lg font-semibold">Security</h2>
      <p className="mt-2 text-sm text-slate-600">
        You sign in with your e-mail address ({email}) and password. Sessions end when you sign out.
      </p>
      <Button variant="outline" className="mt-4" asChild>
        <a href="/api/logout">Sign Out</a>
      </Button>
    </Card>
  );
}
