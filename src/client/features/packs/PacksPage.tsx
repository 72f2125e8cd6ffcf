import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useLocation } from "wouter";
import {
  CREDIT_RULE,
  isPackId,
  PACK_CATEGORIES,
  PACK_IDS,
  PACKS,
  type PackCategory,
  type PackId,
  SESSION_KEYS,
  selectionPlan,
} from "../../../domain/catalogue";
import { BundleCard } from "../../components/pricing/BundleCard";
import { Button } from "../../components/ui/button";
import { useCredits } from "../../lib/documents-api";
import { useCart, writePackList } from "../../lib/pack-cart";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { CreditsCard } from "./CreditsCard";
import { PackCard } from "./PackCard";
import { SelectionPanel } from "./SelectionPanel";

type Tab = "all" | PackCategory;

const TAB_LABELS: Record<Tab, string> = {
  all: "All",
  core: "Core",
  compliance: "Compliance",
  operational: "Operational",
  wellbeing: "Wellbeing",
  duties: "New Duties",
};

function initialViewPack(): PackId | null {
  const value = sessionStorage.getItem(SESSION_KEYS.viewPack);
  return isPackId(value) ? value : null;
}

/** The pack catalogue ("document generation centre"): choose packs, then buy or generate. */
export function PacksPage() {
  usePageMeta({ title: pageTitle("Document packs") });
  const [, navigate] = useLocation();
  const cart = useCart();
  const creditData = useCredits().data;
  const credits = creditData?.credits ?? {};
  const [tab, setTab] = useState<Tab>("all");
  const [viewPack, setViewPack] = useState<PackId | null>(initialViewPack);

  const toggleDocuments = (id: PackId) => {
    const next = viewPack === id ? null : id;
    setViewPack(next);
    if (next) sessionStorage.setItem(SESSION_KEYS.viewPack, next);
    else sessionStorage.removeItem(SESSION_KEYS.viewPack);
  };

  const proceed = () => {
    const toBuy = cart.packs.filter((id) => (credits[id] ?? 0) <= 0);
    writePackList(SESSION_KEYS.purchasePacks, toBuy);
    navigate(`/subscribe?plan=${encodeURIComponent(selectionPlan(toBuy))}`);
  };

  const generate = () => {
    writePackList(SESSION_KEYS.selectedPacks, cart.packs);
    navigate("/generator");
  };

  const unowned = PACK_IDS.filter((id) => (credits[id] ?? 0) <= 0);
  const everyPackChosen = unowned.every((id) => cart.packs.includes(id));
  const shown = PACKS.filter((p) => tab === "all" || p.category === tab);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-24 sm:px-6 lg:pb-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Document Packs</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Buy a pack once: it gives as many credits as it has document types. {CREDIT_RULE}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="min-w-0">
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <Tabs.List
              className="mb-6 flex gap-1 overflow-x-auto rounded-lg bg-slate-200 p-1"
              aria-label="Pack categories"
            >
              {(["all", ...PACK_CATEGORIES] as const).map((t) => (
                <Tabs.Trigger
                  key={t}
                  value={t}
                  className="flex-1 whitespace-nowrap rounded-md px-2 py-2 text-[13px] font-medium sm:px-3 sm:text-sm text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
                >
                  {TAB_LABELS[t]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          <div className="grid gap-6 md:grid-cols-2">
            {shown.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                credits={credits[pack.id] ?? 0}
                inCart={cart.packs.includes(pack.id)}
                expanded={viewPack === pack.id}
                onAdd={() => cart.add([pack.id])}
                onToggleDocuments={() => toggleDocuments(pack.id)}
              />
            ))}
          </div>
          {tab === "all" && unowned.length > 0 ? (
            <div className="mt-6">
              <BundleCard
                action={
                  <Button
                    onClick={() => cart.add(unowned)}
                    disabled={everyPackChosen}
                    aria-label="Add the Complete Document Suite to Cart"
                  >
                    {everyPackChosen ? "Added to Cart" : "Add All to Cart"}
                  </Button>
                }
              />
            </div>
          ) : null}
        </div>
        <aside className="grid content-start gap-6 lg:sticky lg:top-20">
          <SelectionPanel
            packs={cart.packs}
            credits={credits}
            onRemove={cart.remove}
            onProceed={proceed}
            onGenerate={generate}
          />
          <CreditsCard credits={credits} used={creditData?.used} />
        </aside>
      </div>
      {cart.packs.length > 0 ? <CartBar count={cart.packs.length} /> : null}
    </div>
  );
}

/** On a phone the selection panel is below every card: a bar keeps the cart in reach. */
function CartBar({ count }: { count: number }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-lg lg:hidden">
      <span className="text-sm font-medium">
        {count} {count === 1 ? "pack" : "packs"} selected
      </span>
      <Button size="sm" asChild>
        <a href="#your-selection">View Selection</a>
      </Button>
    </div>
  );
}
