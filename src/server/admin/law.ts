import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { createLawImpact } from "../law/impact";
import { createMailer } from "../services/mail";
import { AdminError } from "./credits";

/** Mail logging for a command-line run: what the server would log, on stderr. */
const quietLog = {
  info: () => {},
  error: (o: unknown, msg: string) => console.error(msg, o),
} as unknown as FastifyBaseLogger;

/**
 * `kb-release`: records the compiled release as deployed and works out its impact now: the documents
 * it changes are marked and their owners e-mailed once. Running it again does nothing more.
 */
export async function recordRelease(db: Database, config: AppConfig): Promise<string> {
  const impact = createLawImpact({
    db,
    digest: { mailer: createMailer(config.mail, db, quietLog), appUrl: config.appUrl },
  });
  const event = await impact.recordRelease();
  const { events } = await impact.run();
  const lines = events.map((e) => `${e.key}: ${e.marked.length} document(s) marked "law changed"`);
  return lines.length ? lines.join("\n") : `${event} was already recorded; nothing new to mark.`;
}

/** `kb-impact RELEASE`: how many documents the release would mark today, per change, marking none. */
export async function previewRelease(db: Database, releaseId: string): Promise<string> {
  const impact = createLawImpact({ db });
  try {
    const { documents, byChange } = await impact.preview(releaseId);
    return [
      `Release ${releaseId} would mark ${documents} document(s).`,
      ...Object.entries(byChange).map(([id, n]) => `  ${id}: ${n}`),
    ].join("\n");
  } catch (error) {
    throw new AdminError(error instanceof Error ? error.message : String(error));
  }
}
