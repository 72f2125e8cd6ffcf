import { FlaskConical } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { ApiRequestError } from "../../lib/api";
import { parseFieldErrors } from "../../lib/field-errors";
import { confirmTestModePayment } from "../../lib/payments-api";

type Props = {
  clientSecret: string;
  submitLabel: string;
  onSucceeded: () => void;
  /** A decline or another refusal, with the provider's message. */
  onFailed: (message: string) => void;
  /** Runs before the card is charged; false (e.g. receipt details to correct) stops the payment. */
  beforePay?: () => Promise<boolean>;
};

/** The card form of the built-in test mode: it takes Stripe's test cards and never charges. */
export function TestModeCardForm({ clientSecret, submitLabel, onSucceeded, onFailed, beforePay }: Props) {
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProcessing(true);
    setErrors({});
    setDeclined(null);
    if (beforePay && !(await beforePay())) {
      setProcessing(false);
      return;
    }
    try {
      await confirmTestModePayment({ clientSecret, cardNumber, expiry, cvc });
      onSucceeded();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? parseFieldErrors(error.body) : {};
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
      } else {
        const message =
          error instanceof ApiRequestError ? error.serverMessage : "The payment could not be made.";
        setDeclined(message);
        onFailed(message);
      }
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <FlaskConical className="h-4 w-4" aria-hidden /> Test mode — no charge
      </p>
      <p className="text-sm text-slate-600">
        No payment provider is configured, so nothing is charged. Use the test card 4242 4242 4242 4242 with
        any future expiry date and any CVC; 4000 0000 0000 0002 is declined.
      </p>
      <TextField
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={cardNumber}
        onChange={(e) => setCardNumber(e.target.value)}
        error={errors.cardNumber}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="card-expiry"
          label="Expiry (MM / YY)"
          autoComplete="cc-exp"
          placeholder="12 / 34"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={errors.expiry}
        />
        <TextField
          id="card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
          error={errors.cvc}
        />
      </div>
      {declined ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700" data-testid="payment-error">
          {declined}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={processing}>
        {processing ? "Processing..." : submitLabel}
      </Button>
    </form>
  );
}
