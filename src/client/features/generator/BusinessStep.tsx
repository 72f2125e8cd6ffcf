import { Building2 } from "lucide-react";
import type { Business, BusinessData } from "../../../contracts/business";
import { type CountryCode, countryName, industryLabel } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { BusinessForm } from "../businesses/BusinessForm";

type Props = {
  /** The businesses of the document's country. */
  businesses: Business[];
  country: CountryCode | null;
  selectedId: string | null;
  registering: boolean;
  onRegistering: (on: boolean) => void;
  onSelect: (id: string) => void;
  onRegister: (data: BusinessData) => Promise<void>;
};

export function BusinessStep({
  businesses,
  country,
  selectedId,
  registering,
  onRegistering,
  onSelect,
  onRegister,
}: Props) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Business Selection</CardTitle>
        <p className="text-sm text-slate-600">
          {registering
            ? "Register the business this document is for."
            : `Choose the ${country ? `${countryName(country)} ` : ""}business this document is for.`}
        </p>
      </CardHeader>
      <CardContent>
        {registering ? (
          <BusinessForm
            country={country ?? undefined}
            submitLabel="Register Business"
            pendingLabel="Registering..."
            onCancel={businesses.length ? () => onRegistering(false) : undefined}
            onSubmit={onRegister}
          />
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {businesses.map((b) => {
                const n = b.regions.length;
                return (
                  <button
                    type="button"
                    key={b.id}
                    onClick={() => onSelect(b.id)}
                    aria-pressed={b.id === selectedId}
                    className="flex items-start gap-3 rounded-lg border border-slate-200 p-4 text-left hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  >
                    <Building2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                    <span>
                      <span className="block font-semibold">{b.name}</span>
                      <span className="block text-sm text-slate-600">
                        {industryLabel(b.industry)} · {b.employeeCount} employees · {n}{" "}
                        {n === 1 ? "region" : "regions"}
                      </span>
                    </span>
                  </button>
                );
              })}
            </div>
            <Button className="mt-4" variant="outline" onClick={() => onRegistering(true)}>
              Register a new business
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
