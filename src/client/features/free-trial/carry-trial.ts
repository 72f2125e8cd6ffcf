import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ClaimTrialResult } from "../../../contracts/free-trial";
import { toast } from "../../components/ui/use-toast";
import { apiJson } from "../../lib/api";
import { forgetTrial, keptTrial, trialProof } from "./trial-flag";

const ASKED_KEY = "freeTrialClaimAsked";

/**
 * On a signed-in dashboard, asks once per session for the free trial this browser (or the
 * account's confirmed e-mail) took: its business and policy come into the account, once.
 */
export function useCarryTrial() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const kept = keptTrial();
    let asked = false;
    try {
      asked = window.sessionStorage.getItem(ASKED_KEY) === "true";
      window.sessionStorage.setItem(ASKED_KEY, "true");
    } catch {}
    if (asked) return;
    void apiJson<ClaimTrialResult>("POST", "/api/free-trial/claim", trialProof(kept))
      .then(async (result) => {
        if (kept && (result.claimed || Date.parse(kept.pdfExpiresAt) < Date.now())) forgetTrial();
        if (!result.claimed) return;
        await queryClient.invalidateQueries();
        toast({
          title: "Your free trial is in your account",
          description: "Your business and your free WHS policy are here, ready to edit and export.",
        });
      })
      .catch(() => {
        // Tried again on the next visit.
      });
  }, [queryClient]);
}
