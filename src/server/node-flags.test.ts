import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_HEAP_MB, SERVER_NODE_FLAGS } from "./node-flags";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts as Record<string, string>;

describe("the server process's flags", () => {
  it("are the ones npm start and npm run serve run the server with", () => {
    const command = `tsx ${SERVER_NODE_FLAGS.join(" ")} src/server/server.ts`;
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe(`npm run build && ${command}`);
  });

  it("cap the old generation well above the live data, at a size that keeps the process under 300 MB", () => {
    expect(SERVER_NODE_FLAGS).toContain(`--max-old-space-size=${SERVER_HEAP_MB}`);
    expect(SERVER_HEAP_MB).toBeGreaterThanOrEqual(160);
    expect(SERVER_HEAP_MB).toBeLessThanOrEqual(224);
  });
});
