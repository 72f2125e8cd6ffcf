import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "tests/golden/**/*.test.ts",
            "tests/kb/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["src/client/test-setup.ts"],
          // Component tests type into a simulated DOM; on a busy two-core machine one can take
          // longer than the default 5 s without anything being wrong.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
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
