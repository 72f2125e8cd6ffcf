import type { MailMessage } from "../services/mail";

/** Plain text: the sender's words go out as typed, and nothing in them can become a link or markup. */
export function reviewRequestMail(m: {
  to: string;
  replyTo: string;
  senderName: string;
  businessName: string;
  title: string;
  documentName: string;
  issue: number;
  message: string | null;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const until = m.expiresAt.toISOString().slice(0, 10);
  const lines = [
    `${m.senderName} of ${m.businessName} asks you to review "${m.title}" (${m.documentName}), version ${m.issue}.`,
    "",
    ...(m.message ? [`Their message: ${m.message}`, ""] : []),
    "Open the document here. You can accept it, or return it with comments on any section. No account is needed:",
    m.url,
    "",
    `The link works until ${until} (UTC) and only for this version. Replying to this e-mail reaches ${m.senderName}.`,
  ];
  return {
    to: m.to,
    replyTo: m.replyTo,
    subject: `Please review: ${m.title}, version ${m.issue} (${m.businessName})`.replace(/[\r\n]+/g, " "),
    text: lines.join("\n"),
    topic: "review:request",
  };
}

/**
 * The owner hears as soon as a reviewer answers: a returned document holds up the job until it is
 * revised. Plain text; the reviewer's words go out as typed, and nothing in them becomes markup.
 */
/** The owner's e-mail about one answer: one per send, so a retry can tell whether it went. */
export const reviewAnswerTopic = (decision: string, requestId: string) => `review:${decision}:${requestId}`;

export function reviewAnswerMail(m: {
  requestId: string;
  to: string;
  ownerName: string;
  businessName: string;
  title: string;
  issue: number;
  decision: "accepted" | "returned";
  reviewerName: string;
  organisation: string;
  overallComment: string | null;
  sectionComments: number;
  url: string;
}): MailMessage {
  const who = `${m.reviewerName} (${m.organisation})`;
  const comments =
    m.sectionComments === 0
      ? []
      : [
          `They left ${m.sectionComments === 1 ? "a comment on 1 section" : `comments on ${m.sectionComments} sections`}.`,
        ];
  const lines = [
    `Hello ${m.ownerName},`,
    "",
    m.decision === "accepted"
      ? `${who} accepted "${m.title}", version ${m.issue}, for ${m.businessName}.`
      : `${who} returned "${m.title}", version ${m.issue}, for ${m.businessName}, with comments to address before the work goes ahead.`,
    ...(m.overallComment ? ["", `Their comment: ${m.overallComment}`] : []),
    ...(comments.length ? ["", ...comments] : []),
    "",
    m.decision === "accepted"
      ? "The acceptance is printed in that version's PDF and Word exports. Open the document:"
      : "Open the document to read each comment beside its section, revise it and send the new version:",
    m.url,
  ];
  return {
    to: m.to,
    subject:
      `${m.decision === "accepted" ? "Accepted" : "Returned"}: ${m.title}, version ${m.issue} (${who})`.replace(
        /[\r\n]+/g,
        " ",
      ),
    text: lines.join("\n"),
    topic: reviewAnswerTopic(m.decision, m.requestId),
  };
}
