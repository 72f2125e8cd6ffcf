import { describe, expect, it } from "vitest";
import { cachedHealth } from "./health";

describe("cached health check", () => {
  it("asks the database at most once a second however many probes come, and sees an outage within seconds", async () => {
    let clock = 0;
    let pings = 0;
    let up = true;
    let release: (() => void) | null = null;
    const ping = () => {
      pings += 1;
      if (!up) return Promise.reject(new Error("down"));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const healthy = cachedHealth(ping, () => clock);

    // The first probe waits for the first check; a hundred more at the same time share it.
    const first = Promise.all(Array.from({ length: 100 }, () => healthy()));
    release!();
    expect(await first).toEqual(Array(100).fill(true));
    expect(pings).toBe(1);

    // Within a second: no new check.
    clock = 900;
    expect(await healthy()).toBe(true);
    expect(pings).toBe(1);

    // Stale but recent: answered at once while a new check runs behind it (held here, as a busy
    // database would hold it).
    clock = 1500;
    expect(await healthy()).toBe(true);
    expect(pings).toBe(2);
    release!();
    await new Promise((r) => setTimeout(r, 0));

    // The database goes away: within a few seconds the check says so.
    up = false;
    clock = 5000;
    expect(await healthy()).toBe(false);
    clock = 5100;
    expect(await healthy()).toBe(false);
  });

  it("counts a check with no answer as failed, so a database that stops answering shows as down", async () => {
    const never = () => new Promise<void>(() => {});
    const healthy = cachedHealth(never, Date.now, 50);
    const started = Date.now();
    expect(await healthy()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
