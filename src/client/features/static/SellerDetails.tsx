import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import type { Seller } from "../../../contracts/contact";
import { Card } from "../../components/ui/card";

export const SELLER_KEY = ["/api/seller"] as const;

/** Who sells SafeDraft: the business named on receipts, from the server's configuration. */
export function SellerDetails() {
  const seller = useQuery<Seller>({ queryKey: SELLER_KEY, staleTime: Number.POSITIVE_INFINITY });
  if (!seller.data) return null;
  const { name, address, email, taxLabel, taxId } = seller.data;
  return (
    <Card className="p-6" data-testid="seller-details">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Building2 className="h-5 w-5 text-brand-700" aria-hidden /> Who we are
      </h2>
      <address className="mt-2 text-sm not-italic text-slate-700">
        <span className="block font-medium">{name}</span>
        <span className="block">{address}</span>
        <a className="block break-all text-brand-700 hover:underline" href={`mailto:${email}`}>
          {email}
        </a>
        <span className="block">
          {taxLabel}: {taxId}
        </span>
      </address>
    </Card>
  );
}
