import { Clock } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { COMPLIANCE_PORTAL, DELAYS_MS } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatPrice } from "../../lib/price-format";

/** plan=compliance: the portal cannot be bought yet; say so and go to Settings after 3 s. */
export function ComingSoonPanel() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/settings?tab=billing"), DELAYS_MS.comingSoonRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Card className="mx-auto max-w-xl p-6 text-center" role="status">
      <Clock className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
      <h2 className="mt-3 text-xl font-semibold">Coming Soon!</h2>
      <p className="mt-2 text-slate-600">
        The {COMPLIANCE_PORTAL.name} ({formatPrice(COMPLIANCE_PORTAL.monthlyPrice)} per month, unlimited
        generation) is coming soon and cannot be bought yet. The waitlist is not open.
      </p>
      <Button className="mt-4" disabled>
        Join Waitlist
      </Button>
      <p className="mt-4 text-sm text-slate-500">Taking you to Settings…</p>
    </Card>
  );
}
