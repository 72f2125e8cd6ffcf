import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_HEAP_MB, SERVER_NODE_FLAGS, SERVER_SEMI_SPACE_MB } from "./node-flags";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts as Record<string, string>;

describe("the server process's flags", () => {
  it("are the ones npm start and npm run serve run the compiled server with, on plain node", () => {
    const command = `node ${SERVER_NODE_FLAGS.join(" ")} dist/server/server.mjs`;
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe(`npm run build && ${command}`);
  });

  it("cap the old generation well above the live data, at a size that keeps the process under 300 MB", () => {
    expect(SERVER_NODE_FLAGS).toContain(`--max-old-space-size=${SERVER_HEAP_MB}`);
    expect(SERVER_HEAP_MB).toBeGreaterThanOrEqual(160);
    expect(SERVER_HEAP_MB).toBeLessThanOrEqual(224);
  });

  it("hold the whole heap of the Node the server runs on to the cap and a 16 MB young generation", () => {
    // V8 reports the limit it will grow the heap to: the old generation's cap plus the young
    // generation (two semi-spaces and the space for new large objects, three semi-spaces in all).
    // Node 24 raised the semi-spaces fourfold, so the cap alone no longer bounds the process.
    const limitBytes = Number(
      execFileSync(process.execPath, [
        ...SERVER_NODE_FLAGS,
        "-e",
        "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))",
      ]),
    );
    expect(limitBytes / 2 ** 20).toBe(SERVER_HEAP_MB + 3 * SERVER_SEMI_SPACE_MB);
  });
});
