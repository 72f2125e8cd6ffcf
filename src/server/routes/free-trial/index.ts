import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  claimTrialResultSchema,
  claimTrialSchema,
  freeTrialResultSchema,
  freeTrialSchema,
} from "../../../contracts/free-trial";
import { countryOfRegion, documentFileName } from "../../../domain/catalogue";
import type { DocumentContent } from "../../../domain/documents/content";
import { composeDocument } from "../../../domain/documents/engine";
import { renderPlainText } from "../../../domain/documents/plain-text";
import type { Database } from "../../db/client";
import { freeTrials } from "../../db/schema";
import type { ExportPool } from "../../exports/pool";
import { addressKey, emailKey } from "../../lib/abuse-keys";
import type { AfterReply } from "../../lib/after-reply";
import { HttpError, notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";
import type { Mailer } from "../../services/mail";
import { claimTrial } from "./claim";

const DAY_MS = 24 * 60 * 60 * 1000;
const USED =
  "A free trial has already been used with this email address. Create an account to generate more documents.";

export async function freeTrialRoutes(
  app: FastifyInstance,
  {
    db,
    exportPool,
    mailer,
    afterReply,
    appUrl,
    linkDays,
    perNetworkPerDay,
    now = () => new Date(),
  }: {
    db: Database;
    exportPool: ExportPool;
    /** Sends the visitor their policy as a PDF; without it nothing is e-mailed. */
    mailer?: Mailer;
    /** Where the e-mail is drawn and sent after the answer; closing the app waits for it. */
    afterReply: AfterReply;
    appUrl?: string;
    linkDays: number;
    /** Trials one network may take per day: generous, since offices and carriers share an address. */
    perNetworkPerDay: number;
    now?: () => Date;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + linkDays * DAY_MS);
  /**
   * The trial's PDF is named as an account's exports are, "WHS-Policy_Business-Name_2026-12-02.pdf",
   * dated by the visitor's own calendar.
   */
  const fileName = (trial: typeof freeTrials.$inferSelect, title: string) =>
    documentFileName(
      {
        type: "policy",
        country: trial.content?.country ?? countryOfRegion(trial.jurisdiction),
        title,
        metadata: {},
        at: trial.createdAt,
        jurisdiction: trial.jurisdiction,
      },
      "pdf",
    );

  /** The visitor's policy as a PDF attachment, with the link that downloads it again until it expires. */
  async function emailPolicy(trial: typeof freeTrials.$inferSelect, pdfUrl: string) {
    const file = await exportPool.render("pdf", { kind: "trial", trial });
    const title = String(trial.content?.title ?? "WHS Policy");
    const until = expiresAt(trial.createdAt);
    await mailer!.send({
      to: trial.email,
      topic: "free-trial",
      subject: `Your free ${title}`,
      text: [
        `Your free ${title} for ${trial.businessName} is attached as a PDF.`,
        "",
        `You can download it again until ${until.toUTCString()}:`,
        `${appUrl ?? ""}${pdfUrl}`,
        "",
        "Create an account with this e-mail address, or from the same browser, and the policy and your business details are waiting in it, ready to edit and export.",
        `${appUrl ?? ""}/login?mode=signup`,
      ].join("\n"),
      attachments: [
        {
          filename: fileName(trial, title),
          contentType: "application/pdf",
          content: Buffer.from(file),
        },
      ],
    });
  }

  r.post(
    "/api/free-trial/generate",
    {
      // A flood guard per network that never undercuts the daily count below: a whole office may
      // use its day's trials in one hour, with room for typos and for the refusals that say why.
      config: { rateLimit: { max: perNetworkPerDay + 10, timeWindow: "1 hour" } },
      schema: {
        body: freeTrialSchema,
        response: {
          200: freeTrialResultSchema,
        },
      },
    },
    async (request) => {
      const input = request.body;
      // name+tag@ reaches the same mailbox as name@, and an IPv6 visitor has a whole /64 to pick from.
      const email = emailKey(input.email);
      const address = addressKey(request.ip);
      const [used] = await db
        .select({ id: freeTrials.id })
        .from(freeTrials)
        .where(eq(freeTrials.emailKey, email));
      if (used) throw new HttpError(409, USED);
      const since = new Date(now().getTime() - DAY_MS);
      const [recent] = await db
        .select({ n: count() })
        .from(freeTrials)
        .where(and(eq(freeTrials.addressKey, address), gt(freeTrials.createdAt, since)));
      if ((recent?.n ?? 0) >= perNetworkPerDay) {
        throw new HttpError(
          429,
          "The free trial limit for your network has been reached today. Please try again tomorrow or create an account.",
        );
      }

      const country = countryOfRegion(input.jurisdiction) ?? "AU";
      const composed = composeDocument({
        documentType: "policy",
        business: {
          name: input.businessName,
          country,
          jurisdiction: input.jurisdiction,
          industry: input.industry,
          industryOther: null,
          employeeCount: input.employeeCount,
          workDescription: `${input.businessDescription} Main hazards identified by the business: ${input.safetyHazards}`,
          regions: [input.jurisdiction],
          highRiskActivities: [],
          identifier: { label: "", value: null },
        },
        metadata: {},
        additionalPolicies: [],
        preparedBy: input.businessName,
        date: now().toISOString().slice(0, 10),
      });
      // The unique e-mail makes a second concurrent trial for the same address fail here.
      const downloadToken = randomBytes(24).toString("base64url");
      const content: DocumentContent = {
        ...composed,
        generation: { engine: "built-in", generatedAt: now().toISOString(), generatedInMs: 0 },
      };
      const inserted = await db
        .insert(freeTrials)
        .values({
          email: input.email,
          emailKey: email,
          ipAddress: request.ip,
          addressKey: address,
          createdAt: now(),
          businessName: input.businessName,
          jurisdiction: input.jurisdiction,
          content,
          downloadToken,
          industry: input.industry,
          employeeCount: input.employeeCount,
          businessDescription: input.businessDescription,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new HttpError(409, USED);
      const pdfUrl = `/api/free-trial/${inserted[0]!.id}/pdf?token=${downloadToken}`;
      // The PDF takes seconds to draw: the visitor sees the policy at once, and the e-mail follows.
      if (mailer) afterReply.run("free trial e-mail", () => emailPolicy(inserted[0]!, pdfUrl));
      return {
        title: composed.title,
        content,
        text: renderPlainText(composed),
        pdfUrl,
        trialId: inserted[0]!.id,
        pdfExpiresAt: expiresAt(inserted[0]!.createdAt).toISOString(),
      };
    },
  );

  // A signed-in account takes in the trial its browser took (shown by the link's key) or that its
  // confirmed e-mail took: the business and the policy, once.
  r.post(
    "/api/free-trial/claim",
    {
      onRequest: app.requireUser,
      // Counted per account: every signed-in dashboard asks once, so a count per network would let
      // one office's colleagues (or one carrier's customers) use up each other's claims.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: "1 hour",
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) => `trial-claim:${request.user.id}`,
        },
      },
      schema: { body: claimTrialSchema, response: { 200: claimTrialResultSchema } },
    },
    async (request) => {
      // A team member owns nothing of their own: a trial they took stays unclaimed (their team's
      // owner can create the business), and their dashboard's ask is answered without a refusal.
      if (request.account.role !== "owner") return { claimed: false };
      const claimed = await claimTrial(db, request.user.id, request.body, now());
      return claimed ? { claimed: true, ...claimed } : { claimed: false };
    },
  );

  // The trial's policy as a watermarked PDF. No account, so the link's token is the key.
  r.get(
    "/api/free-trial/:id/pdf",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        params: z.object({ id: z.string() }),
        querystring: z.object({
          token: z.string({ error: "token is required" }).min(1, "token is required"),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound("Free trial");
      const [trial] = await db.select().from(freeTrials).where(eq(freeTrials.id, id));
      const given = Buffer.from(request.query.token);
      const expected = Buffer.from(trial?.downloadToken ?? "");
      if (!trial?.content || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw notFound("Free trial");
      }
      // Only the right token learns that its link has expired; any other gets the same 404.
      if (now() >= expiresAt(trial.createdAt)) {
        throw new HttpError(
          410,
          `This download link has expired: free trial links work for ${linkDays} day${linkDays === 1 ? "" : "s"}. Create an account to generate, edit and export your documents.`,
        );
      }
      const file = await exportPool.render("pdf", { kind: "trial", trial });
      const title = String(trial.content.title ?? "WHS Policy");
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName(trial, title)}"`)
        .header("cache-control", "private, no-store")
        .send(file);
    },
  );
}
