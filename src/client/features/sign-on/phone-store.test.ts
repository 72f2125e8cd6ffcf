// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keep, loadStore, type QueuedSigning, settle } from "./phone-store";

const signing = (overrides: Partial<QueuedSigning> = {}): QueuedSigning => ({
  submissionId: "0b9f3c4e-8d5a-4f4e-9c41-2f0a7b1d6e01",
  revision: 3,
  issue: 1,
  name: "Mere Tane",
  company: "Tane Scaffolding",
  cardNumber: "",
  signature: "data:image/png;base64,AAAA",
  understood: true,
  signedAt: "2026-11-24T06:30:00.000Z",
  ...overrides,
});

afterEach(() => localStorage.clear());

describe("the phone's sign-on queue", () => {
  it("keeps a signing with its id and signing time until the server has it", () => {
    keep("link-a", signing());
    expect(loadStore("link-a").queue).toEqual([signing()]);
    expect(loadStore("link-a").signed).toMatchObject([{ name: "Mere Tane", sent: false, issue: 1 }]);
    // Kept again (sent twice before an answer): still one.
    keep("link-a", signing());
    expect(loadStore("link-a").queue).toHaveLength(1);
    // Another link's list is its own.
    expect(loadStore("link-b")).toEqual({ queue: [], signed: [] });

    settle("link-a", signing().submissionId, { sent: true, issue: 1 });
    expect(loadStore("link-a").queue).toEqual([]);
    expect(loadStore("link-a").signed).toMatchObject([{ name: "Mere Tane", sent: true }]);
  });

  it("drops a signing the server refused from the queue and the list", () => {
    keep("link-a", signing());
    settle("link-a", signing().submissionId, { sent: false });
    expect(loadStore("link-a")).toEqual({ queue: [], signed: [] });
  });

  it("reads an unreadable store as empty", () => {
    localStorage.setItem("safedraft-sign-on:link-a", "{not json");
    expect(loadStore("link-a")).toEqual({ queue: [], signed: [] });
  });
});
