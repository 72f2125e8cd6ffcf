// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyPage } from "./Router";
import { screenLoader } from "./screens";

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

afterEach(cleanup);

describe("screenLoader", () => {
  it("loads a screen's module once, however often it is asked for", async () => {
    let calls = 0;
    const load = screenLoader(() => {
      calls += 1;
      return Promise.resolve(Hello);
    });
    expect(load.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(Hello);
    expect(b).toBe(Hello);
    expect(calls).toBe(1);
    expect(load.loaded()).toBe(Hello);
  });

  it("shows the loading fallback for a screen not in memory yet, then the screen", async () => {
    const Page = lazyPage(screenLoader(() => Promise.resolve(Hello)));
    render(<Page name="crew" />);
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Hello crew" })).toBeInTheDocument();
  });

  it("renders a prefetched screen in the first commit, without the fallback", async () => {
    const load = screenLoader(() => Promise.resolve(Hello));
    const Page = lazyPage(load);
    // The generator's prefetch: the module arrives before the screen is ever rendered. A plain
    // React.lazy would still suspend here, and React then holds the screen back for up to 300 ms.
    await load();
    render(<Page name="site" />);
    expect(screen.getByRole("heading", { name: "Hello site" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("lets a failed load be tried again", async () => {
    let attempt = 0;
    const load = screenLoader(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error("chunk gone")) : Promise.resolve(Hello);
    });
    await expect(load()).rejects.toThrow("chunk gone");
    expect(load.loaded()).toBeUndefined();
    await expect(load()).resolves.toBe(Hello);
    expect(attempt).toBe(2);
  });
});
