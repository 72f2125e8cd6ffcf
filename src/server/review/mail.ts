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
