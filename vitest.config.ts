import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The AWS SDK warns on every import under Node 20 that its 2027 releases will need Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const webSource = fileURLToPath(new URL("./packages/web/src", import.meta.url));

/** `npx vitest run --project unit|component|api|lint|infra`; `npm test` runs them all. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { "@": webSource } },
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
          // Pure rules that leave no state behind: one module graph per worker thread instead of a process
          // per file takes this project from about 40 s to under 10 s on 2 cores.
          pool: "threads",
          isolate: false,
        },
      },
      {
        resolve: { alias: { "@": webSource } },
        test: {
          name: "component",
          include: ["packages/web/src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["packages/web/src/testing/component-setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // One module graph per worker: the router and the AWS SDK are imported once, not once per file (on
          // 28 files, import 73 s -> 12 s, CPU 104 s -> 60 s). api-isolation.ts puts back what a file changed.
          isolate: false,
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/api-env.ts", "tests/support/api-isolation.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "lint",
          include: ["tests/lint/**/*.test.ts"],
          environment: "node",
          // One ESLint instance resolves the import graph once per file; the first lint of a file takes seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "infra",
          include: ["tests/infra/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
