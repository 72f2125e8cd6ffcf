import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, freshDataDir } from "./e2e/support/env";
import { SERVER_NODE_FLAGS } from "./src/server/node-flags";

// Workers re-read this file: the port and data folder chosen by the main process are passed on
// through the environment so every process agrees on them.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= freshDataDir();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  // Two by default, one per core of the machine CI runs on: the journeys share one server, so each
  // signs up its own account and names its own businesses. E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The server as production runs it: built by `npm run test:e2e` (`npm run build`) and started
    // with plain node and production's flags, so the journeys prove the bundle, not only the
    // source. No --enable-source-maps: the first stack trace decodes the bundle's map into about
    // 110 MB of arrays kept for the life of the process, over half the capped heap, and a long run
    // then ends with the server out of memory.
    command: `node ${SERVER_NODE_FLAGS.join(" ")} dist/server/server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh data folder's first start creates the embedded database; on a busy machine that
    // alone can take most of a minute.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // Every journey signs up from 127.0.0.1 against this one server; the limit itself is proven
      // by the integration tests at its default.
      AUTH_ATTEMPTS_PER_MINUTE: "1000",
    },
  },
});
