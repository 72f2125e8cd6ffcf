import { Check, Clock, Layers, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import {
  BUNDLE,
  bundleCreditsLine,
  bundleSaving,
  COMPLIANCE_PORTAL,
  CREDIT_RULE,
  PACKS,
  type Pack,
  packCreditsLine,
  packDocuments,
  separatePackTotal,
} from "../../../domain/catalogue";
import { formatPrice } from "../../lib/price-format";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Card } from "../ui/card";

/** What the free trial gives, and what it does not. */
export const FREE_TRIAL_INCLUDES = [
  "1 basic policy",
  "No sign-up and no card",
  "Watermarked PDF and a text download",
] as const;
export const FREE_TRIAL_EXCLUDES = ["No edit history", "No compliance tracking"] as const;

type Props = {
  /** Signed-in visitors buy straight away; visitors start with the free trial (spec). */
  signedIn: boolean;
  /** The heading level of each card title, below the section heading. */
  headingLevel?: "h3" | "h2";
};

/**
 * The pricing of the catalogue: the free trial, each pack with its documents, the Complete
 * Document Suite with its saving, and the coming-soon Compliance Portal. Every number comes from
 * the catalogue.
 */
export function PricingCards({ signedIn, headingLevel = "h3" }: Props) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <FreeTrialCard headingLevel={headingLevel} />
        {PACKS.map((pack) => (
          <PackPriceCard key={pack.id} pack={pack} signedIn={signedIn} headingLevel={headingLevel} />
        ))}
        <BundlePriceCard signedIn={signedIn} headingLevel={headingLevel} />
      </div>
      <p className="text-center text-sm text-slate-700">{CREDIT_RULE}</p>
      {signedIn ? (
        <p className="text-center text-sm text-slate-700">
          Choose several packs and see your credits in the{" "}
          <Link href="/packs" className="font-medium text-brand-800 underline">
            Document Packs catalogue
          </Link>
          .
        </p>
      ) : null}
      <PortalCard headingLevel={headingLevel} />
    </div>
  );
}

function PriceCard({
  id,
  title,
  price,
  unit,
  description,
  badge,
  highlight,
  headingLevel: Heading,
  children,
  action,
}: {
  id: string;
  title: string;
  price: string;
  unit: string;
  description: string;
  badge?: ReactNode;
  highlight?: boolean;
  headingLevel: "h2" | "h3";
  children: ReactNode;
  action: ReactNode;
}) {
  const headingId = `price-${id}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      data-testid={`price-${id}`}
      className={cn("relative flex flex-col p-6", highlight && "border-2 border-brand-600 shadow-md")}
    >
      {badge}
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-3xl font-bold text-slate-900" data-testid={`price-${id}-amount`}>
          {price}
        </span>
        <span className="text-sm text-slate-600">{unit}</span>
      </p>
      <div className="mt-4 flex-1">{children}</div>
      <div className="mt-6">{action}</div>
    </Card>
  );
}

function CheckList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function FreeTrialCard({ headingLevel }: { headingLevel: "h2" | "h3" }) {
  return (
    <PriceCard
      id="free-trial"
      title="Free Trial"
      price={formatPrice(0)}
      unit="no card needed"
      description="See what SafeDraft writes for your business before you pay anything."
      headingLevel={headingLevel}
      action={
        <Button className="w-full" variant="outline" asChild>
          <Link href="/free-trial">Try Free</Link>
        </Button>
      }
    >
      <CheckList items={FREE_TRIAL_INCLUDES} label="Free Trial includes" />
      <ul className="mt-3 grid gap-1.5 text-sm text-slate-600" aria-label="Not in the Free Trial">
        {FREE_TRIAL_EXCLUDES.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden className="w-4 shrink-0 text-center">
              –
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </PriceCard>
  );
}

function BuyButton({ signedIn, plan, name }: { signedIn: boolean; plan: string; name: string }) {
  // The visible words start the accessible name; the pack's name tells the buttons apart.
  const forPack = <span className="sr-only">: {name}</span>;
  if (signedIn) {
    return (
      <Button className="w-full" asChild>
        <Link href={`/subscribe?plan=${plan}`}>Buy Now{forPack}</Link>
      </Button>
    );
  }
  return (
    <Button className="w-full" asChild>
      <Link href="/free-trial">Start Free Trial{forPack}</Link>
    </Button>
  );
}

function PackPriceCard({
  pack,
  signedIn,
  headingLevel,
}: {
  pack: Pack;
  signedIn: boolean;
  headingLevel: "h2" | "h3";
}) {
  const documents = packDocuments(pack.id);
  return (
    <PriceCard
      id={pack.id}
      title={pack.name}
      price={formatPrice(pack.price)}
      unit="one-time"
      description={pack.description}
      highlight={pack.popular}
      headingLevel={headingLevel}
      badge={
        pack.popular ? (
          <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
            <Star className="h-3 w-3" aria-hidden /> Most Popular
          </span>
        ) : null
      }
      action={<BuyButton signedIn={signedIn} plan={pack.id} name={pack.name} />}
    >
      <p className="mb-2 text-sm font-medium text-slate-700">
        {documents.length} {documents.length === 1 ? "document" : "documents"} · {packCreditsLine(pack.id)}
      </p>
      <CheckList items={documents.map((d) => d.title)} label={`${pack.name} documents`} />
    </PriceCard>
  );
}

function BundlePriceCard({ signedIn, headingLevel }: { signedIn: boolean; headingLevel: "h2" | "h3" }) {
  return (
    <PriceCard
      id={BUNDLE.id}
      title={BUNDLE.name}
      price={formatPrice(BUNDLE.price)}
      unit="one-time"
      description={BUNDLE.description}
      headingLevel={headingLevel}
      badge={
        <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          <Layers className="h-3 w-3" aria-hidden /> Save {formatPrice(bundleSaving())}
        </span>
      }
      action={<BuyButton signedIn={signedIn} plan={BUNDLE.id} name={BUNDLE.name} />}
    >
      <p className="text-sm text-slate-700" data-testid="bundle-credits">
        {bundleCreditsLine()}
      </p>
      <p className="mt-2 text-sm text-slate-700" data-testid="bundle-saving">
        <span className="line-through">{formatPrice(separatePackTotal())}</span> if bought separately: you
        save {formatPrice(bundleSaving())}.
      </p>
      <div className="mt-3">
        <CheckList items={PACKS.map((p) => p.name)} label={`${BUNDLE.name} packs`} />
      </div>
    </PriceCard>
  );
}

function PortalCard({ headingLevel: Heading }: { headingLevel: "h2" | "h3" }) {
  return (
    <Card
      role="group"
      aria-labelledby="price-portal-title"
      data-testid="price-compliance-portal"
      className="flex flex-col gap-4 border-dashed bg-slate-50 p-6 sm:flex-row sm:items-center"
    >
      <Clock className="hidden h-10 w-10 shrink-0 text-slate-500 sm:block" aria-hidden />
      <div className="flex-1">
        <Heading id="price-portal-title" className="text-lg font-semibold text-slate-900">
          {COMPLIANCE_PORTAL.name}{" "}
          <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800">
            Coming soon
          </span>
        </Heading>
        <p className="mt-1 text-sm text-slate-600">
          A monthly subscription with unlimited document generation, compliance tracking and review reminders,{" "}
          {formatPrice(COMPLIANCE_PORTAL.monthlyPrice)} per month. It cannot be bought yet.
        </p>
      </div>
      <Button variant="outline" disabled>
        Join Waitlist
      </Button>
    </Card>
  );
}
