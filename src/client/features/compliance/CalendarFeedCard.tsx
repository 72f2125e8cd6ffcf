import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { CalendarFeed } from "../../../contracts/compliance";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/use-toast";
import { useCalendarFeed, useResetCalendarFeed } from "./api";

/**
 * The review calendar as a subscription: a private address the person's calendar app polls, so
 * new and changed review dates arrive without downloading the file again. Only a hash of the
 * address's secret is kept, so it is shown once, when made; resetting makes a new one and the old
 * one stops working.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const make = async () => setMade(await reset.mutateAsync());
  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${label} copied`, description: "Paste it into your calendar app's subscribe box." });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the address and copy it yourself.",
        variant: "destructive",
      });
    }
  };
  const active = made?.active ?? feed.data?.active ?? false;
  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 p-4"
      aria-labelledby="calendar-feed-title"
      data-testid="calendar-feed"
    >
      <h3 id="calendar-feed-title" className="flex items-center gap-2 font-semibold">
        <CalendarPlus className="h-4 w-4" aria-hidden /> Subscribe to your review calendar
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Your calendar app keeps your review dates up to date from a private address. Anyone with the address
        can see your documents' titles and review dates: keep it to yourself, and reset it if it gets out.
      </p>
      {made?.url && made.webcalUrl ? (
        <div className="mt-3 grid gap-3">
          {[
            { label: "Calendar app address (webcal)", value: made.webcalUrl, id: "feed-webcal" },
            { label: "Web address (https)", value: made.url, id: "feed-https" },
          ].map((a) => (
            <div key={a.id} className="grid gap-1">
              <label htmlFor={a.id} className="text-sm font-medium">
                {a.label}
              </label>
              <div className="flex min-w-0 gap-2">
                <input
                  id={a.id}
                  readOnly
                  value={a.value}
                  onFocus={(e) => e.currentTarget.select()}
                  className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs"
                />
                <Button size="sm" variant="outline" onClick={() => void copy(a.label, a.value)}>
                  <Copy aria-hidden /> Copy
                </Button>
              </div>
            </div>
          ))}
          <p className="text-xs text-slate-500">
            This address is shown only now. If you lose it, reset it to get a new one.
          </p>
        </div>
      ) : active ? (
        <p className="mt-3 text-sm text-slate-700">
          You have a calendar address, made{" "}
          {formatOrdinalDate((made?.createdAt ?? feed.data?.createdAt ?? "").slice(0, 10))}. It is shown only
          when it is made: reset it to see a new one.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {active ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={reset.isPending}>
                <RefreshCw aria-hidden /> Reset address
              </Button>
            }
            title="Reset your calendar address?"
            description="The old address stops working at once: calendars subscribed to it stop updating until you subscribe to the new one."
            confirmLabel="Reset address"
            onConfirm={() => void make()}
          />
        ) : (
          <Button size="sm" disabled={reset.isPending || feed.isLoading} onClick={() => void make()}>
            <CalendarPlus aria-hidden /> Get calendar address
          </Button>
        )}
      </div>
    </section>
  );
}
