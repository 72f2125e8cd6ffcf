import { describe, expect, it } from "vitest";
import { createUnsubscribeSigner, UNSUBSCRIBE_PATH } from "./token";

const signer = createUnsubscribeSigner("a-secret-a-secret-a-secret-a-secret", "https://app.example");
const user = "3f2a1c4e-1111-2222-3333-444455556666";

describe("unsubscribe tokens", () => {
  it("read back as the person and purpose they were made for, in a link to the one-click path", () => {
    const token = signer.token(user, "coming-duties");
    expect(signer.read(token)).toEqual({ userId: user, purpose: "coming-duties" });
    expect(signer.url(user, "notifications")).toBe(
      `https://app.example${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signer.token(user, "notifications"))}`,
    );
  });

  it("differ by person and purpose, and are refused when altered or made with another secret", () => {
    const token = signer.token(user, "notifications");
    const [, , signature] = token.split(".");
    expect(signer.token(user, "coming-duties")).not.toBe(token);
    expect(signer.read(`${user}.coming-duties.${signature}`)).toBeNull();
    expect(signer.read(`00000000-0000-0000-0000-000000000000.notifications.${signature}`)).toBeNull();
    expect(signer.read(`${user}.everything.${signature}`)).toBeNull();
    expect(signer.read(`${token}.more`)).toBeNull();
    expect(signer.read("")).toBeNull();
    const other = createUnsubscribeSigner("another-secret-another-secret-1234", "https://app.example");
    expect(signer.read(other.token(user, "notifications"))).toBeNull();
  });
});
