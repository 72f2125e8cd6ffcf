import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";

type Props = {
  publishableKey: string;
  clientSecret: string;
  mode: "payment" | "setup";
  submitLabel: string;
  /** Absolute address Stripe returns to when a payment method needs a redirect (e.g. 3-D Secure). */
  returnUrl: string;
  onSucceeded: () => void;
  onFailed: (message: string) => void;
  /** Runs before the payment is confirmed; false (e.g. receipt details to correct) stops it. */
  beforePay?: () => Promise<boolean>;
};

// loadStripe fetches Stripe's script once; this module is loaded only when Stripe is configured.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

/** Stripe Elements: the card never touches SafeDraft's server; credits follow Stripe's webhook. */
export default function StripePaymentForm(props: Props) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <ElementsForm {...props} />
    </Elements>
  );
}

function ElementsForm({ mode, submitLabel, returnUrl, onSucceeded, onFailed, beforePay }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setError(null);
    if (beforePay && !(await beforePay())) {
      setProcessing(false);
      return;
    }
    const confirmParams = { return_url: returnUrl };
    const result =
      mode === "payment"
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" })
        : await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" });
    if (result.error) {
      const message = result.error.message ?? "The payment could not be made.";
      setError(message);
      onFailed(message);
      setProcessing(false);
      return;
    }
    onSucceeded();
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <PaymentElement />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700" data-testid="payment-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!stripe || processing}>
        {processing ? "Processing..." : submitLabel}
      </Button>
    </form>
  );
}
