import { FileDown, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { signOnRegisterPath } from "../../../contracts/sign-on";
import { exportFileName } from "../../../domain/catalogue";
import { timeZoneOf } from "../../../domain/documents/sign-on-sheet";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { download } from "../../lib/exports";

/**
 * A day as the business's clock shows it, YYYY-MM-DD: the register counts days in the business's
 * time zone, so "today" seen from a browser elsewhere (a Sydney business's owner in London in the
 * afternoon, say) would leave out the signatures of the business's today.
 */
const dayIn = (timeZone: string, d: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

/**
 * Downloads the register of crew signatures for a date range: of one document when `documentId`
 * is given, otherwise of every document of the business. The last 30 days to start with.
 */
export function RegisterExport({
  businessId,
  clock,
  documentId,
  name,
}: {
  businessId: string;
  /** The region whose clock the business keeps (`clockRegion`): the register counts days on it. */
  clock: string;
  documentId?: string;
  name: string;
}) {
  const today = new Date();
  const zone = timeZoneOf(clock);
  const [from, setFrom] = useState(dayIn(zone, new Date(today.getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(dayIn(zone, today));
  const [busy, setBusy] = useState(false);
  const idBase = `register-${documentId ?? businessId}`;

  const get = async (format: "csv" | "pdf") => {
    setBusy(true);
    try {
      await download(
        signOnRegisterPath(businessId, format, { from, to, documentId }),
        exportFileName(`${name} sign-on register ${from} to ${to}`, format),
      );
    } catch (error) {
      toast({
        title: "Register not downloaded",
        description: error instanceof ApiRequestError ? error.serverMessage : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-from`}>Signed from</Label>
        <Input id={`${idBase}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-to`}>to</Label>
        <Input id={`${idBase}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void get("csv")}>
        <FileSpreadsheet aria-hidden /> Register CSV
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void get("pdf")}>
        <FileDown aria-hidden /> Register PDF
      </Button>
    </div>
  );
}
