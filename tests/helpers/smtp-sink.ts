import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string; raw: string };

/**
 * A real SMTP server on loopback that keeps every message it receives (quoted-printable soft
 * breaks and `=3D` undone, so a test can search the text), for tests of e-mail sent through the
 * outbox and the app's mailer.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
