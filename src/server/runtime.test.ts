import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NODE_MAJOR, unsupportedNode } from "./runtime";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  engines: Record<string, string>;
  dependencies: Record<string, string>;
};

describe("the Node.js the product runs on", () => {
  it("is the one these tests run on, as every npm script runs the installed Node first", () => {
    expect(process.versions.node.split(".")[0]).toBe(String(NODE_MAJOR));
  });

  it("is the major package.json installs and declares", () => {
    expect(pkg.dependencies.node?.split(".")[0]).toBe(String(NODE_MAJOR));
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR} <${NODE_MAJOR + 1}`);
  });

  it("is the only major the server starts on, and a refusal names both versions and the way out", () => {
    expect(unsupportedNode("24.21.0")).toBeUndefined();
    expect(unsupportedNode("24.0.0")).toBeUndefined();
    for (const version of ["20.20.2", "22.22.0", "26.10.0"]) {
      const message = unsupportedNode(version);
      expect(message).toContain(`Node.js ${version}`);
      expect(message).toContain("runs on Node.js 24");
      expect(message).toContain("npm start");
    }
  });
});
