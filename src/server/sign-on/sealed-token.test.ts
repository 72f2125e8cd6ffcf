import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSealedToken, sealToken } from "./sealed-token";

const key = randomBytes(32);
const policyId = "3f1c2b9e-7a0d-4e6b-9c55-0f2a7d1e8b44";
const token = randomBytes(32).toString("base64url");

describe("sealed sign-on tokens", () => {
  it("open with the key and document they were sealed for, and only those", () => {
    const sealed = sealToken(key, policyId, token);
    expect(sealed).not.toContain(token);
    expect(openSealedToken(key, policyId, sealed)).toBe(token);
    expect(openSealedToken(randomBytes(32), policyId, sealed)).toBeNull();
    expect(openSealedToken(key, "another-document", sealed)).toBeNull();
  });

  it("refuse a sealed value that was changed or is not one", () => {
    const [version, iv, data, tag] = sealToken(key, policyId, token).split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0]! ^= 1;
    expect(
      openSealedToken(key, policyId, [version, iv, flipped.toString("base64url"), tag].join(".")),
    ).toBeNull();
    expect(openSealedToken(key, policyId, "not sealed")).toBeNull();
    expect(openSealedToken(key, policyId, `v2.${iv}.${data}.${tag}`)).toBeNull();
  });

  it("seal the same token differently each time", () => {
    expect(sealToken(key, policyId, token)).not.toBe(sealToken(key, policyId, token));
  });
});
