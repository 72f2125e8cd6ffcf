// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { UnlockAccountPage } from "./AccountLinkPages";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page opened from the e-mail's link, with the server's answers to what it posts. */
function openLink(answer: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const { hook, searchHook } = memoryLocation({ path: "/unlock-account?token=the-token" });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <UnlockAccountPage />
      </Router>
    </QueryClientProvider>,
  );
  return { posted, user: userEvent.setup() };
}

describe("the unlock page", () => {
  it("unlocks without a new password when none is typed, and shows the answer", async () => {
    const { posted, user } = openLink({
      status: 200,
      body: { message: "Your account is unlocked. Sign in with your password." },
    });
    await user.click(screen.getByRole("button", { name: "Unlock Account" }));
    expect(await screen.findByText("Your account is unlocked. Sign in with your password.")).toBeTruthy();
    expect(posted).toEqual([{ token: "the-token" }]);
  });

  it("sends a new password typed twice, and refuses two that differ before sending", async () => {
    const { posted, user } = openLink({
      status: 400,
      body: {
        message: "token: This unlock link is not valid, has been used or has expired.",
        errors: [{ field: "token", message: "This unlock link is not valid, has been used or has expired." }],
      },
    });
    await user.type(screen.getByLabelText("New password (optional)"), "a brand new secret");
    await user.type(screen.getByLabelText("Confirm new password"), "a different secret");
    await user.click(screen.getByRole("button", { name: "Unlock Account" }));
    expect(await screen.findByText("The two passwords do not match")).toBeTruthy();
    expect(posted).toEqual([]);
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new secret");
    await user.click(screen.getByRole("button", { name: "Unlock Account" }));
    expect(await screen.findByText(/This unlock link is not valid/)).toBeTruthy();
    expect(posted).toEqual([{ token: "the-token", newPassword: "a brand new secret" }]);
  });
});
