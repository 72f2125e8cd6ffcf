import { describe, expect, it } from "vitest";
import type { ChannelListener } from "../db/notifications";
import { cookieValue, createSessionCache } from "./session-cache";

/** A listening connection the test controls: whether it is up, and when a sync completes. */
function channel() {
  const pending: Array<() => void> = [];
  const listener: ChannelListener & { live: boolean; syncs: number } = {
    live: true,
    syncs: 0,
    sync() {
      listener.syncs += 1;
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    close: async () => {},
  };
  const flush = () => {
    for (const resolve of pending.splice(0)) resolve();
  };
  return { listener, flush };
}

const alice = { id: "u-alice", email: "alice@example.com", name: "Alice A" };
const bob = { id: "u-bob", email: "bob@example.com", name: "Bob B" };
const HOUR = 3_600_000;

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const { listener, flush } = channel();
  const cache = createSessionCache(listener, {
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock,
  });
  const at = (ms: number) => new Date(clock + ms);
  /** A lookup whose sync completes at once. */
  const get = async (key: string) => {
    const answer = cache.get(key);
    await Promise.resolve();
    flush();
    return answer;
  };
  return {
    cache,
    listener,
    flush,
    get,
    at,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe("session cache", () => {
  it("answers a stored session only after a sync, and re-reads the entry after it", async () => {
    const { cache, listener, flush, at } = setup();
    cache.put("tok.sig", cache.mark(), alice, at(HOUR), at(HOUR));
    const pending = cache.get("tok.sig");
    expect(listener.syncs).toBe(1);
    // A notification that arrives before the sync answers is honoured by this very lookup.
    cache.forgetUser(alice.id);
    flush();
    expect(await pending).toBeNull();
  });

  it("serves a hit, and never a key it was not given", async () => {
    const { cache, get, at } = setup();
    cache.put("tok.sig", cache.mark(), alice, at(HOUR), at(HOUR));
    expect(await get("tok.sig")).toEqual(alice);
    expect(await get("tok.other-sig")).toBeNull();
  });

  it("forgets every session of a user, and only that user's", async () => {
    const { cache, get, at } = setup();
    cache.put("a1", cache.mark(), alice, at(HOUR), at(HOUR));
    cache.put("a2", cache.mark(), alice, at(HOUR), at(HOUR));
    cache.put("b1", cache.mark(), bob, at(HOUR), at(HOUR));
    cache.forgetUser(alice.id);
    expect(await get("a1")).toBeNull();
    expect(await get("a2")).toBeNull();
    expect(await get("b1")).toEqual(bob);
  });

  it("does not store what a check read while a change was heard", async () => {
    const { cache, get, at } = setup();
    const mark = cache.mark();
    cache.forgetUser(alice.id);
    cache.put("tok", mark, alice, at(HOUR), at(HOUR));
    expect(cache.size).toBe(0);
    expect(await get("tok")).toBeNull();
  });

  it("trusts nothing while the listening connection is down, and is emptied when it comes back", async () => {
    const { cache, listener, get, at } = setup();
    cache.put("tok", cache.mark(), alice, at(HOUR), at(HOUR));
    listener.live = false;
    expect(await get("tok")).toBeNull();
    cache.put("tok2", cache.mark(), bob, at(HOUR), at(HOUR));
    expect(cache.size).toBe(1);
    cache.clear();
    listener.live = true;
    expect(await get("tok")).toBeNull();
  });

  it("hands an expired session, one due for its sliding refresh, or an old entry back to the full check", async () => {
    const { cache, get, at, tick } = setup({ ttlMs: 60_000 });
    cache.put("expires", cache.mark(), alice, at(10_000), at(HOUR));
    cache.put("refresh", cache.mark(), bob, at(HOUR), at(20_000));
    cache.put("old", cache.mark(), { ...bob, id: "u-carol" }, at(HOUR), at(HOUR));
    tick(10_000);
    expect(await get("expires")).toBeNull();
    expect(await get("refresh")).toEqual(bob);
    tick(10_000);
    expect(await get("refresh")).toBeNull();
    expect(await get("old")).not.toBeNull();
    tick(40_000);
    expect(await get("old")).toBeNull();
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const { cache, get, at } = setup({ maxEntries: 2 });
    cache.put("1", cache.mark(), alice, at(HOUR), at(HOUR));
    cache.put("2", cache.mark(), bob, at(HOUR), at(HOUR));
    cache.put("3", cache.mark(), alice, at(HOUR), at(HOUR));
    expect(cache.size).toBe(2);
    expect(await get("1")).toBeNull();
    expect(await get("3")).toEqual(alice);
  });
});

describe("cookieValue", () => {
  it("finds the named cookie's raw value among others", () => {
    expect(cookieValue("a=1; safedraft.session_token=tok.sig%3D; b=2", "safedraft.session_token")).toBe(
      "tok.sig%3D",
    );
    expect(cookieValue("safedraft.session_token_x=1", "safedraft.session_token")).toBeUndefined();
    expect(cookieValue(undefined, "safedraft.session_token")).toBeUndefined();
    expect(cookieValue("safedraft.session_token=", "safedraft.session_token")).toBeUndefined();
  });

  it("gives nothing for two cookies of that name, so the library alone decides", () => {
    expect(cookieValue("s=one; s=two", "s")).toBeUndefined();
  });
});
