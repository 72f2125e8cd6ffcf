import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { createLawImpact } from "../law/impact";
import { createMailer, type MailLog } from "../services/mail";
import { AdminError } from "./credits";

/** Mail logging for a command-line run: what the server would log, on stderr. */
const quietLog = {
  info: () => {},
  error: (o: unknown, msg?: string) => console.error(msg, o),
} satisfies MailLog;

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
  const { events, backfilled } = await impact.run();
  const lines = events.map((e) => `${e.key}: ${e.marked.length} document(s) marked "law changed"`);
  if (backfilled.recorded > 0)
    lines.unshift(
      `${backfilled.recorded} older document(s) given a basis (release unknown); ${backfilled.marked.length} read differently today and were marked.`,
    );
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
