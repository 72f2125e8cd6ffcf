import { describe, expect, it } from "vitest";
import { addressKey, emailKey } from "./abuse-keys";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is, also when written as an IPv4-mapped IPv6 address", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 network as one, however it is written", () => {
    const key = addressKey("2001:db8:12:34::1");
    expect(key).toBe("2001:db8:12:34::/64");
    for (const same of [
      "2001:db8:12:34:ffff:ffff:ffff:fffe",
      "2001:0DB8:0012:0034:0000:0000:0000:0002",
      "2001:db8:12:34:a:b:1.2.3.4",
      "2001:db8:12:34::1%eth0",
    ]) {
      expect(addressKey(same), same).toBe(key);
    }
    expect(addressKey("2001:db8:12:35::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::")).toBe("fe80:0:0:0::/64");
  });
});

describe("emailKey", () => {
  it("ignores case and a +tag before the @", () => {
    expect(emailKey("Alex.Smith+trial2@Example.COM")).toBe("alex.smith@example.com");
    expect(emailKey(" alex.smith@example.com ")).toBe("alex.smith@example.com");
    expect(emailKey("alex+a+b@example.com")).toBe("alex@example.com");
  });

  it("keeps an address that only starts with + or has no tag", () => {
    expect(emailKey("+alex@example.com")).toBe("+alex@example.com");
    expect(emailKey("alex@example.com")).toBe("alex@example.com");
  });
});
