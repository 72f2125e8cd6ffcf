import type { CardSummary } from "./test-cards";

export type { CardSummary };

/** Who pays: enough of the account for a provider to find or create its customer record. */
export type PayingCustomer = {
  userId: string;
  email: string;
  name: string;
  stripeCustomerId: string | null;
};

export type StartedPayment = {
  /** The provider's payment reference, stored as `purchases.provider_ref`. */
  ref: string;
  clientSecret: string;
  /** Set when the provider created a customer record that the account should remember. */
  newCustomerId?: string;
};

/**
 * What the payments service needs from a payment provider. Stripe and the built-in test mode both
 * implement it; credits are never granted here but by `applyPaymentEvent`, whatever the provider.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  /** Starts a payment of a catalogue amount; the page confirms it with the client secret. */
  createPayment(input: {
    customer: PayingCustomer;
    purchaseId: string;
    product: string;
    description: string;
    amountCents: number;
    currency: string;
  }): Promise<StartedPayment>;
  /** Starts saving a card for later payments. */
  createSetup(customer: PayingCustomer): Promise<{ clientSecret: string; newCustomerId?: string }>;
  /**
   * Gives a whole payment back (a pack paid twice). Throws when the provider refuses; the same
   * purchase asked twice is refunded once.
   */
  refund(input: { ref: string; purchaseId: string }): Promise<void>;
  /** The card on file, if any. */
  paymentMethod(customer: PayingCustomer): Promise<CardSummary | null>;
}
