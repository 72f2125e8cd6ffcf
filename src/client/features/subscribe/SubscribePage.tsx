import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { CurrentUser } from "../../../contracts/auth";
import type { PaymentResponse } from "../../../contracts/payments";
import { DELAYS_MS, SESSION_KEYS } from "../../../domain/catalogue";
import { CurrentStatusCard, PlanCard, WhyCard } from "../../components/pricing/PlanSummary";
import { CheckoutReceiptDetails } from "../../components/receipt-details/CheckoutReceiptDetails";
import { useReceiptDetails } from "../../components/receipt-details/receipt-details";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiRequestError } from "../../lib/api";
import { CREDITS_KEY, useCredits } from "../../lib/documents-api";
import { RESUME_PATH } from "../../lib/generator-return";
import { paymentToasts } from "../../lib/payment-messages";
import { BILLING_KEY, startPayment, usePaymentConfig } from "../../lib/payments-api";
import { formatPrice } from "../../lib/price-format";
import { CURRENT_USER_KEY } from "../../lib/use-auth";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { ComingSoonPanel } from "./ComingSoonPanel";
import { fromGenerator, type Order, orderFromSearch, successPath } from "./order";
import { TestModeCardForm } from "./TestModeCardForm";

// Stripe.js and Elements load only when the server has Stripe keys.
const StripePaymentForm = lazy(() => import("./StripePaymentForm"));

/** /subscribe?plan=: buy a pack, the suite or a cart, or save a card. */
export function SubscribePage({ user }: { user: CurrentUser }) {
  usePageMeta({ title: pageTitle("Checkout") });
  const search = useSearch();
  const order = useMemo(() => orderFromSearch(search), [search]);
  const generator = fromGenerator(search);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        href={generator ? RESUME_PATH : "/packs"}
        className="inline-flex items-center gap-1 text-sm text-brand-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />{" "}
        {generator ? "Back to the generator" : "Back to Document Packs"}
      </Link>
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">
        {order.kind === "setup"
          ? "Add a Payment Method"
          : order.kind === "coming-soon"
            ? "Compliance Portal"
            : "Purchase"}
      </h1>
      <div className="mt-6">
        {order.kind === "coming-soon" ? (
          <ComingSoonPanel />
        ) : (
          <Checkout order={order} user={user} generator={generator} />
        )}
      </div>
    </div>
  );
}

function Checkout({
  order,
  user,
  generator,
}: {
  order: Exclude<Order, { kind: "coming-soon" }>;
  user: CurrentUser;
  /** Started from the generator: success returns there. */
  generator: boolean;
}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const credits = useCredits().data?.credits;
  const config = usePaymentConfig();
  const receiptDetails = useReceiptDetails();
  // A purchase has a receipt to put a company on; saving a card has none.
  const beforePay = order.kind === "purchase" ? receiptDetails.save : undefined;
  const plan = order.kind === "purchase" ? order.product.id : "payment-method";
  // The amount shown is sent along; the server charges its own catalogue price and refuses a different one.
  const amount = order.kind === "purchase" ? order.product.price : undefined;
  const init = useQuery<PaymentResponse>({
    queryKey: ["payment-init", plan],
    queryFn: () => startPayment({ plan, amount }),
    gcTime: 0,
  });

  useEffect(() => {
    if (!init.error) return;
    const message = init.error instanceof ApiRequestError ? init.error.serverMessage : init.error.message;
    if (message.includes("already have access")) {
      paymentToasts.alreadyPurchased(message);
      const timer = setTimeout(() => navigate("/"), DELAYS_MS.alreadyPurchasedRedirect);
      return () => clearTimeout(timer);
    }
    paymentToasts.initFailed();
  }, [init.error, navigate]);

  // A hosted checkout page (type checkout) is followed after a 1 s pause.
  useEffect(() => {
    if (init.data?.type !== "checkout" || !init.data.url) return;
    const url = init.data.url;
    const timer = setTimeout(() => window.location.assign(url), DELAYS_MS.checkoutRedirect);
    return () => clearTimeout(timer);
  }, [init.data]);

  const succeeded = async () => {
    if (order.kind === "purchase") sessionStorage.removeItem(SESSION_KEYS.purchasePacks);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
    ]);
    navigate(successPath(order, generator));
  };
  const failed = order.kind === "purchase" ? paymentToasts.paymentFailed : paymentToasts.methodFailed;
  const submitLabel = order.kind === "purchase" ? `Pay ${formatPrice(order.product.price)}` : "Save Card";

  const payment = init.data;
  let form: React.ReactNode;
  if (init.isPending || config.isPending) {
    form = (
      <div className="flex items-center gap-3 py-8 text-slate-700" data-testid="payment-initializing">
        <Spinner label="Initializing subscription..." /> Initializing subscription...
      </div>
    );
  } else if (init.error || !payment) {
    const message = init.error instanceof ApiRequestError ? init.error.serverMessage : "";
    form = (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
        {message.includes("already have access")
          ? message
          : "Failed to initialize payment. Please try again later."}
      </p>
    );
  } else if (payment.type === "checkout") {
    form = <p className="py-4 text-slate-700">Taking you to the secure checkout page…</p>;
  } else if (payment.provider === "stripe" && config.data?.publishableKey && payment.clientSecret) {
    form = (
      <Suspense fallback={<Spinner label="Loading the payment form" />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={payment.clientSecret}
          mode={payment.type === "setup" ? "setup" : "payment"}
          submitLabel={submitLabel}
          returnUrl={new URL(successPath(order, generator), window.location.origin).toString()}
          onSucceeded={succeeded}
          onFailed={failed}
          beforePay={beforePay}
        />
      </Suspense>
    );
  } else {
    form = (
      <TestModeCardForm
        clientSecret={payment.clientSecret ?? ""}
        submitLabel={submitLabel}
        onSucceeded={succeeded}
        onFailed={failed}
        beforePay={beforePay}
      />
    );
  }

  // On a phone the payment form comes after the plan and the receipt details; on a wide screen it sits beside them.
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_420px]">
      {order.kind === "purchase" ? <PlanCard product={order.product} /> : null}
      {/* Before the card on a phone, so the company is given before paying; beside it on a wide screen. */}
      {order.kind === "purchase" ? (
        <div className="lg:col-start-1">
          <CheckoutReceiptDetails details={receiptDetails} />
        </div>
      ) : null}
      <Card
        className="self-start p-5 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        role="region"
        aria-labelledby="payment-title"
      >
        <h2 id="payment-title" className="mb-4 text-lg font-semibold">
          {order.kind === "purchase" ? "Payment" : "Card details"}
        </h2>
        {form}
      </Card>
      <div className="grid content-start gap-6 lg:col-start-1">
        <CurrentStatusCard user={user} credits={credits} />
        <WhyCard status={user.subscriptionStatus} setup={order.kind === "setup"} />
      </div>
    </div>
  );
}
