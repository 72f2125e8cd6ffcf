import * as Tabs from "@radix-ui/react-tabs";
import { useLocation, useSearch } from "wouter";
import type { CurrentUser } from "../../../contracts/auth";
import { usePaymentReturnToast } from "../../lib/payment-return-toasts";
import { useRole } from "../../lib/team-api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { BillingTab } from "./BillingTab";
import { NotificationsTab } from "./NotificationsTab";
import { ProfileTab } from "./ProfileTab";
import { SecurityTab } from "./SecurityTab";
import { TeamTab } from "./TeamTab";

const TABS = [
  { value: "profile", label: "Profile" },
  { value: "team", label: "Team" },
  { value: "billing", label: "Billing" },
  { value: "notifications", label: "Notifications" },
  { value: "security", label: "Security" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/** /settings; the open tab is kept in `?tab=` so links (and a saved card) can open Billing. */
export function SettingsPage({ user }: { user: CurrentUser }) {
  usePageMeta({ title: pageTitle("Settings") });
  usePaymentReturnToast();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const requested = params.get("tab");
  // Billing is the team owner's alone: a member's Settings do not offer it.
  const { canBill } = useRole();
  const tabs = TABS.filter((t) => canBill || t.value !== "billing");
  const chosen: Tab = params.has("payment-method")
    ? "billing"
    : (TABS.find((t) => t.value === requested)?.value ?? "profile");
  const tab: Tab = tabs.some((t) => t.value === chosen) ? chosen : "profile";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Settings</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => navigate(`${location}?tab=${v}`, { replace: true })}
        className="mt-6"
      >
        <Tabs.List
          className="mb-6 flex gap-1 overflow-x-auto rounded-lg bg-slate-200 p-1 sm:w-fit"
          aria-label="Settings"
        >
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium sm:px-4 text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab user={user} />
        </Tabs.Content>
        <Tabs.Content value="team">
          <TeamTab />
        </Tabs.Content>
        {canBill ? (
          <Tabs.Content value="billing">
            <BillingTab />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="notifications">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="security">
          <SecurityTab email={user.email} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
