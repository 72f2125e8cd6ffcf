import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the machine has cores, which on a two-core CI
    // machine is a single worker: every file ran after the other while the second core idled
    // (Vitest's main process only collects results). The files are independent (each has its own
    // database, data folder and LibreOffice profile), so at least two run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "tests/golden/**/*.test.ts",
            "tests/kb/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
          environment: "node",
          // Files run one after another in the same worker without reloading modules: every file
          // imports the compiled knowledge (megabytes of generated modules), which took longer to
          // load than most files take to run, and the reference documents composed for one file
          // are kept for the next (`tests/golden/render.ts`). The domain is pure; the component
          // files restore the globals they stub, and Vitest still starts a fresh worker for a file
          // of another environment (jsdom).
          isolate: false,
          setupFiles: ["src/client/test-setup.ts"],
          // Names the file the golden documents are kept in once composed, so a run composes them once.
          globalSetup: ["tests/golden/golden-cache.ts"],
          // Component tests type into a simulated DOM, and the knowledge tests compile the whole
          // knowledge base once per case: on a busy two-core machine one can take several times
          // its idle time without anything being wrong. Time is measured by `npm run bench`.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Migrates one database per run; each file's database is a copy of it.
          globalSetup: ["tests/helpers/database-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real app processes on a real PostgreSQL server (`npm run test:stress`): one file at a
        // time, since each one loads the machine on purpose.
        test: {
          name: "stress",
          include: ["tests/stress/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
