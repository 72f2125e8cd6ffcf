// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { pageTitle, usePageMeta } from "./use-page-meta";

const DEFAULT_TITLE = "SafeDraft — default";
const DEFAULT_DESCRIPTION = "The default description.";

function description() {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}

function Page({ title, text }: { title: string; text?: string }) {
  usePageMeta({ title, description: text });
  return null;
}

beforeAll(() => {
  document.title = DEFAULT_TITLE;
  const meta = document.createElement("meta");
  meta.name = "description";
  meta.content = DEFAULT_DESCRIPTION;
  document.head.append(meta);
});
afterEach(cleanup);

describe("usePageMeta", () => {
  it("sets the title and description on entry and restores the defaults on leave", () => {
    const { unmount } = render(<Page title="Resources — SafeDraft" text="Guides for small businesses." />);
    expect(document.title).toBe("Resources — SafeDraft");
    expect(description()).toBe("Guides for small businesses.");
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });

  it("leaves the default description alone when a page gives only a title", () => {
    const { unmount } = render(<Page title="Terms — SafeDraft" />);
    expect(document.title).toBe("Terms — SafeDraft");
    expect(description()).toBe(DEFAULT_DESCRIPTION);
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it("lets the next page's title win when one page replaces another", () => {
    const { rerender, unmount } = render(<Page key="a" title="A — SafeDraft" text="A" />);
    rerender(<Page key="b" title="B — SafeDraft" text="B" />);
    expect(document.title).toBe("B — SafeDraft");
    expect(description()).toBe("B");
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });

  it("builds titles with the product name", () => {
    expect(pageTitle("About")).toBe("About — SafeDraft");
  });
});
