import { useQuery } from "@tanstack/react-query";
import type { Billing, PaymentConfig, PaymentResponse, TestModeConfirmInput } from "../../contracts/payments";
import { apiJson } from "./api";

export const PAYMENT_CONFIG_KEY = ["/api/payments/config"] as const;
export const BILLING_KEY = ["/api/billing"] as const;

export function usePaymentConfig() {
  return useQuery<PaymentConfig>({ queryKey: PAYMENT_CONFIG_KEY });
}

export function useBilling() {
  return useQuery<Billing>({ queryKey: BILLING_KEY });
}

/**
 * Starts a payment for a /subscribe plan. Packs and the bundle go to create-payment-intent with
 * the price the page shows (the server refuses it if it disagrees with the catalogue); saving a
 * card goes to get-or-create-subscription.
 */
export function startPayment(order: { plan: string; amount?: number }): Promise<PaymentResponse> {
  if (order.amount === undefined) {
    return apiJson<PaymentResponse>("POST", "/api/get-or-create-subscription", { plan: order.plan });
  }
  return apiJson<PaymentResponse>("POST", "/api/create-payment-intent", {
    product: order.plan,
    amount: order.amount,
  });
}

export function confirmTestModePayment(input: TestModeConfirmInput) {
  return apiJson<{ status: "succeeded"; type: "payment" | "setup" }>(
    "POST",
    "/api/payments/test-mode/confirm",
    input,
  );
}
