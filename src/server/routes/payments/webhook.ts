import type { FastifyInstance } from "fastify";
import type { PaymentsService } from "../../payments/service";

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this route (and only this
 * route: the parser change stays inside this plugin) keeps the body raw for the signature check.
 */
export async function stripeWebhookRoute(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/api/stripe/webhook", async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["stripe-signature"];
    return payments.handleStripeWebhook(body, typeof signature === "string" ? signature : undefined);
  });
}
