import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { OwnServer } from "./own-server";

/**
 * A server of its own whose e-mail goes to a mail server on loopback, with an owner who holds Core
 * credits: what a team journey needs to read the invitations it sends. Call it at a spec's top
 * level; it registers the hooks that start and stop both servers.
 */
export function teamServer(emailPrefix: string) {
  /** Every message the app delivers, as raw text. */
  const delivered: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        delivered.push(raw);
        done();
      });
    },
  });
  let server: OwnServer | undefined;
  const owner = {
    email: `${emailPrefix}-${Date.now()}@example.com`,
    password: "a long enough password",
    firstName: "Olive",
    lastName: "Owner",
  };

  test.beforeAll(async () => {
    // A cold start of a server and a purchase: on a busy machine that can be more than a test's
    // default minute, as in the other journeys that start a server of their own.
    test.setTimeout(180_000);
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = new OwnServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_ATTEMPTS_PER_MINUTE: "1000" });
    await server.startWithCoreCredits(owner);
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  return {
    owner,
    /** The server's origin, once started. */
    get url(): string {
      if (!server) throw new Error("the team's server has not started");
      return server.url;
    },
    /** The path of the join link in the newest invitation e-mailed to `to`. */
    async invitationPath(to: string): Promise<string> {
      let path = "";
      await expect
        .poll(
          () => {
            const raw = delivered.filter((m) => m.includes(`To: ${to}`) && m.includes("invites you")).at(-1);
            // Quoted-printable may fold long lines with "=\r\n" and write "=" as "=3D".
            const text = raw?.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
            path = /\/team\/join\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? "";
            return path;
          },
          { timeout: 15_000 },
        )
        .not.toBe("");
      return path;
    },
  };
}

/**
 * An invitee opens their invitation's link and creates their account from it, as the e-mail
 * leads them; the page is back at the invitation, waiting for "Accept and join".
 */
export async function signUpFromInvitation(
  page: Page,
  invitationUrl: string,
  person: { firstName: string; lastName: string; email: string },
) {
  await page.goto(invitationUrl);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
}
