import { CalendarDays } from "lucide-react";
import type { NotificationSettings } from "../../../contracts/account";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useNotificationSettings, useSaveNotificationSettings } from "./account-api";

const SWITCHES: { key: keyof NotificationSettings; label: string; text: string }[] = [
  {
    key: "emailNotifications",
    label: "Email notifications",
    text: "Review reminders 30 days and 7 days before a document is due, and when it becomes overdue.",
  },
  {
    key: "comingDuties",
    label: "What's coming",
    text: "Once a month, the duties that start or change within the next 12 months for your businesses, and the documents they affect. Sent only when something is coming.",
  },
  {
    key: "securityAlerts",
    label: "Security alerts",
    text: "An e-mail when someone signs in, your password changes, or two-factor authentication is turned on or off.",
  },
];

/** Notifications: the switches, on by default, stored on the account. */
export function NotificationsTab() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  function toggle(key: keyof NotificationSettings) {
    if (!settings.data) return;
    const next = { ...settings.data, [key]: !settings.data[key] };
    save.mutate(next, {
      onSuccess: () => toast({ title: "Notification settings saved" }),
      onError: () =>
        toast({
          title: "Update Failed",
          description: "Your notification settings were not saved.",
          variant: "destructive",
        }),
    });
  }

  return (
    <div className="grid max-w-xl gap-6">
      <Card className="p-6">
        <h2 className="text-lg font-semibold">Notifications</h2>
        {settings.isLoading ? (
          <Spinner className="mt-4" />
        ) : settings.isError || !settings.data ? (
          <p className="mt-2 text-sm text-red-700">Your notification settings could not be loaded.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {SWITCHES.map((s) => {
              const on = settings.data[s.key];
              return (
                <li key={s.key} className="flex items-start justify-between gap-4 py-4">
                  <div>
                    <span id={`${s.key}-label`} className="block font-medium">
                      {s.label}
                    </span>
                    <span id={`${s.key}-text`} className="mt-1 block text-sm text-slate-600">
                      {s.text}
                    </span>
                  </div>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={on}
                    aria-labelledby={`${s.key}-label`}
                    aria-describedby={`${s.key}-text`}
                    disabled={save.isPending}
                    onClick={() => toggle(s.key)}
                    className={`relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${on ? "bg-brand-700" : "bg-slate-300"}`}
                  >
                    <span
                      aria-hidden
                      className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold">Review calendar</h2>
        <p className="mt-2 text-sm text-slate-600">
          Add the review dates of all your documents to Outlook, Google Calendar or Apple Calendar. Download
          the file again after you change a date.
        </p>
        <Button variant="outline" className="mt-4" asChild>
          <a href="/api/compliance/reviews.ics" download>
            <CalendarDays className="mr-2 h-4 w-4" aria-hidden />
            Download review dates (.ics)
          </a>
        </Button>
      </Card>
    </div>
  );
}
