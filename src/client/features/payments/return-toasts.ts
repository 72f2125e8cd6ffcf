import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { CURRENT_USER_KEY } from "../auth/use-auth";
import { CREDITS_KEY } from "../documents/api";
import { paymentToasts } from "../subscribe/messages";
import { BILLING_KEY } from "./api";

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
    if (paid) paymentToasts.paymentSucceeded(params.get("plan"));
    else paymentToasts.methodAdded();
    for (const key of [CREDITS_KEY, CURRENT_USER_KEY, BILLING_KEY])
      void queryClient.invalidateQueries({ queryKey: key });
    params.delete("subscription");
    params.delete("plan");
    params.delete("payment-method");
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate, queryClient]);
}
