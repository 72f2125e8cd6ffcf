// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HashLink } from "./HashLink";

const scrolled: string[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
  window.history.replaceState(null, "", "/");
});
afterEach(cleanup);

function Page() {
  return (
    <>
      <HashLink href="/#pricing">Pricing</HashLink>
      <section id="pricing">Prices</section>
    </>
  );
}

describe("HashLink", () => {
  it("on the same page, adds the hash, scrolls to the section and focuses it", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("link", { name: "Pricing" }));
    expect(window.location.pathname).toBe("/");
    expect(window.location.hash).toBe("#pricing");
    expect(scrolled).toEqual(["pricing"]);
    expect(document.activeElement?.id).toBe("pricing");
  });

  it("from another page, moves to that page with the hash instead of reloading", async () => {
    window.history.replaceState(null, "", "/about");
    render(<HashLink href="/landing#features">Features</HashLink>);
    await userEvent.click(screen.getByRole("link", { name: "Features" }));
    expect(window.location.pathname).toBe("/landing");
    expect(window.location.hash).toBe("#features");
  });

  it("leaves modified clicks (new tab) to the browser", async () => {
    render(<Page />);
    const link = screen.getByRole("link", { name: "Pricing" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(scrolled).toEqual([]);
  });
});
