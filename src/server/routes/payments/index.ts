import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  billingSchema,
  createPaymentIntentSchema,
  paymentConfigSchema,
  paymentResponseSchema,
  receiptParamsSchema,
  subscriptionRequestSchema,
  testModeConfirmResultSchema,
  testModeConfirmSchema,
} from "../../../contracts/payments";
import type { PaymentsService } from "../../payments/service";
import type { ReceiptsService } from "../../receipts/service";

/** The signed-in payment calls; every one acts on the caller's own account only. */
export async function paymentRoutes(
  app: FastifyInstance,
  { payments, receipts }: { payments: PaymentsService; receipts: ReceiptsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, before the body is parsed and validated: a visitor without a session gets 401, never a
  // validation error that would describe the route to them.
  app.addHook("onRequest", app.requireUser);
  // Each call may reach Stripe: a per-address ceiling keeps a loop in a page from hammering it.
  const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  r.get("/api/payments/config", { schema: { response: { 200: paymentConfigSchema } } }, async () =>
    payments.publicConfig(),
  );

  r.post(
    "/api/create-payment-intent",
    {
      config: limited,
      schema: { body: createPaymentIntentSchema, response: { 200: paymentResponseSchema } },
    },
    async (request) => payments.createPaymentIntent(request.account.ownerId, request.body),
  );

  r.post(
    "/api/get-or-create-subscription",
    {
      config: limited,
      schema: { body: subscriptionRequestSchema, response: { 200: paymentResponseSchema } },
    },
    async (request) => payments.getOrCreateSubscription(request.account.ownerId, request.body.plan),
  );

  r.post(
    "/api/payments/test-mode/confirm",
    {
      config: limited,
      schema: { body: testModeConfirmSchema, response: { 200: testModeConfirmResultSchema } },
    },
    async (request) => payments.confirmTestMode(request.account.ownerId, request.body),
  );

  r.get("/api/billing", { schema: { response: { 200: billingSchema } } }, async (request) =>
    payments.billing(request.account.ownerId),
  );

  // The receipt of one of the caller's payments, rendered in the export pool. Someone else's, or a
  // payment never taken, is 404.
  r.get(
    "/api/receipts/:id/pdf",
    { config: limited, schema: { params: receiptParamsSchema } },
    async (request, reply) => {
      const { file, fileName } = await receipts.pdf(request.account.ownerId, request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file);
    },
  );
}
