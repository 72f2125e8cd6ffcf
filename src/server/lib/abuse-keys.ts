import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a per-address limit counts under. An IPv4 address is one key. An IPv6 client is
 * normally given a whole /64 network, so every address in it is one key: counting each address
 * apart would let one visitor take a new address for every attempt.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.replace(/%.*$/, ""));
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address in any written form (`::`, an IPv4 tail). */
function ipv6Groups(ip: string): number[] {
  const [head = "", tail] = ip.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}

/**
 * The key one free trial per e-mail address counts under: lower case, without a `+tag` in the
 * part before the @, since most mail services deliver `name+anything@` to `name@`.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
