import { type MemberRoleName, ROLE_SUMMARIES } from "../../contracts/team";
import type { MailMessage } from "../services/mail";

/** Plain text: the owner's name goes out as typed and nothing in it becomes a link or markup. */
export function invitationMail(m: {
  to: string;
  replyTo: string;
  ownerName: string;
  role: MemberRoleName;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const until = m.expiresAt.toISOString().slice(0, 10);
  return {
    to: m.to,
    replyTo: m.replyTo,
    subject: `${m.ownerName} invites you to their SafeDraft team`.replace(/[\r\n]+/g, " "),
    text: [
      `${m.ownerName} invites you to work on their safety documents in SafeDraft as a ${m.role}.`,
      `A ${m.role}: ${ROLE_SUMMARIES[m.role]}`,
      "",
      "Open this link to sign up or sign in with this address and accept:",
      m.url,
      "",
      `The link works once, until ${until} (UTC). If you did not expect it, ignore this e-mail.`,
    ].join("\n"),
    topic: "team:invitation",
  };
}
