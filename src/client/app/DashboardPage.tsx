import { Building2, FilePlus2, FolderOpen, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { CurrentUser } from "../../contracts/auth";
import { UpdatesNotice } from "../components/document/LawChangedBadge";
import { Card } from "../components/ui/card";
import { BusinessesPanel } from "../features/businesses/BusinessesPanel";
import { CompliancePanel } from "../features/compliance/CompliancePanel";
import { PoliciesPanel, recentDocuments } from "../features/documents/PoliciesPanel";
import { ReadyBanner } from "../features/documents/ReadyBanner";
import { useCarryTrial } from "../features/free-trial/carry-trial";
import { CreditsStrip } from "../features/packs/CreditsStrip";
import { useBusinesses } from "../lib/businesses-api";
import { usePolicies } from "../lib/documents-api";
import { usePaymentReturnToast } from "../lib/payment-return-toasts";
import { useRole } from "../lib/team-api";
import { pageTitle, usePageMeta } from "../lib/use-page-meta";

const quickActions: { href: string; title: string; text: string; icon: ReactNode }[] = [
  { href: "/generator", title: "New Policy", text: "Generate a document", icon: <FilePlus2 aria-hidden /> },
  {
    href: "/businesses/new",
    title: "Add Business",
    text: "Register a business",
    icon: <Building2 aria-hidden />,
  },
  { href: "/documents", title: "Documents", text: "Your file cabinet", icon: <FolderOpen aria-hidden /> },
  { href: "/settings", title: "Settings", text: "Profile and billing", icon: <Settings aria-hidden /> },
];

export function DashboardPage({ user }: { user: CurrentUser }) {
  usePageMeta({ title: pageTitle("Dashboard") });
  usePaymentReturnToast();
  useCarryTrial();
  const name = user.firstName || user.email;
  // A viewer generates nothing, and only the owner or a manager adds a business.
  const { canWrite, canManageBusinesses } = useRole();
  const actions = quickActions.filter(
    (a) => (canWrite || a.href !== "/generator") && (canManageBusinesses || a.href !== "/businesses/new"),
  );
  const businesses = useBusinesses();
  const hasBusiness = Boolean(businesses.data?.length);
  // The banner watches every document; Recent Policies shows the newest of every business.
  const allPolicies = usePolicies(undefined, hasBusiness);
  const recent = allPolicies.data ? recentDocuments(allPolicies.data) : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl" data-testid="dashboard-greeting">
        Welcome back, {name}! Manage your WHS policies and compliance documentation
      </h1>
      <ReadyBanner listedIds={allPolicies.data?.map((p) => p.id)} />
      {hasBusiness ? <UpdatesNotice /> : null}
      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {actions.map((a) => (
          <Link key={a.title} href={a.href} className="group">
            <Card className="flex h-full items-center gap-3 p-4 transition-shadow group-hover:shadow-md">
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700 [&_svg]:h-5 [&_svg]:w-5">
                {a.icon}
              </span>
              <span>
                <span className="block font-semibold">{a.title}</span>
                <span className="block text-sm text-slate-600">{a.text}</span>
              </span>
            </Card>
          </Link>
        ))}
      </div>
      <CreditsStrip />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <BusinessesPanel businesses={businesses.data} loading={businesses.isLoading} />
        <PoliciesPanel hasBusiness={hasBusiness} policies={recent} loading={allPolicies.isLoading} />
      </div>
      <CompliancePanel />
    </div>
  );
}
