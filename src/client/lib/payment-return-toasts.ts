import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { CREDITS_KEY } from "./documents-api";
import { paymentToasts } from "./payment-messages";
import { BILLING_KEY } from "./payments-api";
import { CURRENT_USER_KEY } from "./use-auth";

/** What the return address carries: ours, and what Stripe adds after a redirect. */
const RETURN_PARAMS = [
  "subscription",
  "plan",
  "payment-method",
  "redirect_status",
  "payment_intent",
  "payment_intent_client_secret",
  "setup_intent",
  "setup_intent_client_secret",
];

/**
 * After a payment the browser lands on /?subscription=success (or /settings?payment-method=added):
 * say so once, refresh what the payment changed, and drop the marker from the address.
 */
export function usePaymentReturnToast() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const shown = useRef("");
  useEffect(() => {
    const params = new URLSearchParams(search);
    const paid = params.get("subscription") === "success";
    const saved = params.get("payment-method") === "added";
    if ((!paid && !saved) || shown.current === search) return;
    shown.current = search;
    // After a redirect (e.g. 3-D Secure) Stripe appends redirect_status; "failed" is not a success.
    const status = params.get("redirect_status");
    const failed = status !== null && status !== "succeeded" && status !== "processing";
    const reason = "The payment was not completed.";
    if (paid) {
      if (failed) paymentToasts.paymentFailed(reason);
      else paymentToasts.paymentSucceeded(params.get("plan"));
    } else if (failed) paymentToasts.methodFailed(reason);
    else paymentToasts.methodAdded();
    for (const key of [CREDITS_KEY, CURRENT_USER_KEY, BILLING_KEY])
      void queryClient.invalidateQueries({ queryKey: key });
    for (const name of RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate, queryClient]);
}
