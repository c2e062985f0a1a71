import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
// `ignore: false` lets the fixtures (left out of `npm run lint`) be linted with the project's own config.
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rule ids ESLint reports for `code` as if it were saved at `file` (a path in the repository). */
async function rulesFor(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const boundary = "import-x/no-restricted-paths";

describe("layer boundaries", () => {
  it("a feature does not import another feature, by alias or relative path", async () => {
    const file = "packages/web/src/features/cart/probe.ts";
    expect(await rulesFor('export { tenderOptions } from "@/features/tender/tender-math";\n', file)).toEqual([
      boundary,
    ]);
    expect(await rulesFor('export { tenderOptions } from "../tender/tender-math";\n', file)).toEqual([
      boundary,
    ]);
    expect(await rulesFor('export { cartReducer } from "./cart-state";\n', file)).toEqual([]);
  });

  it("shared web code and features do not import routes", async () => {
    const code = 'export { screenAccess } from "@/routes/dashboard/screen-access";\n';
    expect(await rulesFor(code, "packages/web/src/lib/probe.ts")).toEqual([boundary]);
    expect(await rulesFor(code, "packages/web/src/features/cart/probe.ts")).toEqual([boundary]);
  });

  it("core imports neither functions nor web", async () => {
    const file = "packages/core/src/catalog/probe.ts";
    expect(await rulesFor('export { handler } from "@pos/functions/http";\n', file)).toEqual([boundary]);
    expect(await rulesFor('export { cn } from "../../../web/src/lib/utils";\n', file)).toEqual([boundary]);
  });

  it("web imports from core only schemas and the listed pure rule modules", async () => {
    const file = "packages/web/src/features/cart/probe.ts";
    expect(await rulesFor('export { listCategories } from "@pos/core/catalog/categories";\n', file)).toEqual([
      boundary,
    ]);
    expect(
      await rulesFor('export { posProduct } from "@pos/core/payments/pos-data.fixtures";\n', file),
    ).toEqual([boundary]);
    expect(
      await rulesFor('export { ZProductDraft } from "@pos/core/catalog/product.schema";\n', file),
    ).toEqual([]);
    expect(await rulesFor('export { formatCents } from "@pos/core/common/money";\n', file)).toEqual([]);
    // Test data builders are for tests only.
    const fixture = 'export { posProduct } from "@pos/core/payments/pos-data.fixtures";\n';
    expect(await rulesFor(fixture, "packages/web/src/features/cart/probe.test.ts")).toEqual([]);
  });

  it("a pure rule module stays pure: no DB helpers, no ElectroDB, no AWS, no Node", async () => {
    const file = "packages/core/src/common/money.ts";
    expect(await rulesFor('export { table } from "../db/table";\n', file)).toEqual([boundary]);
    expect(await rulesFor('export { Entity } from "electrodb";\n', file)).toEqual(["no-restricted-imports"]);
    expect(await rulesFor('export { createHash } from "node:crypto";\n', file)).toEqual([
      "no-restricted-imports",
    ]);
    expect(
      await rulesFor('export { formatCents } from "./money";\n', "packages/core/src/catalog/pricing.ts"),
    ).toEqual([]);
  });

  it("web takes only types from functions", async () => {
    const file = "packages/web/src/lib/probe.ts";
    expect(await rulesFor('export { appRouter } from "@pos/functions/trpc/router";\n', file)).toEqual([
      "@typescript-eslint/no-restricted-imports",
    ]);
    expect(await rulesFor('export type { AppRouter } from "@pos/functions/trpc/router";\n', file)).toEqual(
      [],
    );
  });

  it("nothing imports a test file or a browser spec (they are leaves: the cycle rule skips them)", async () => {
    expect(
      await rulesFor('export { x } from "./money.test";\n', "packages/core/src/common/probe.ts"),
    ).toEqual([boundary]);
    expect(
      await rulesFor('export { x } from "./cart-state.test";\n', "packages/web/src/features/cart/probe.ts"),
    ).toEqual([boundary]);
    expect(await rulesFor('export { x } from "../e2e/smoke.spec";\n', "tests/api/probe.ts")).toEqual([
      boundary,
    ]);
    expect(await rulesFor('export { x } from "../support/world";\n', "tests/api/probe.test.ts")).toEqual([]);
  });
});

describe("code shape", () => {
  it("import cycles fail", async () => {
    const [result] = await eslint.lintFiles([path.join(root, "tests/lint/fixtures/cycle/first.ts")]);
    expect(result.messages.map((message) => message.ruleId)).toEqual(["import-x/no-cycle"]);
  });

  it("file and folder names are kebab-case", async () => {
    const code = "export const one = 1;\n";
    expect(await rulesFor(code, "packages/web/src/features/cart/CartLine.tsx")).toEqual([
      "check-file/filename-naming-convention",
    ]);
    expect(await rulesFor(code, "packages/core/src/cashDrawer/drawer.ts")).toEqual([
      "check-file/folder-naming-convention",
    ]);
    expect(await rulesFor(code, "packages/core/src/cash-drawer/drawer-count.schema.ts")).toEqual([]);
  });

  it("jsx-a11y: a clickable div without a role or keys fails, a button passes", async () => {
    const file = "packages/web/src/features/cart/probe.tsx";
    const div = "export const Pick = ({ pick }: { pick: () => void }) => <div onClick={pick}>Pick</div>;\n";
    expect(await rulesFor(div, file)).toEqual([
      "jsx-a11y-x/click-events-have-key-events",
      "jsx-a11y-x/no-static-element-interactions",
    ]);
    const button =
      'export const Pick = ({ pick }: { pick: () => void }) => <button type="button" onClick={pick}>Pick</button>;\n';
    expect(await rulesFor(button, file)).toEqual([]);
    expect(await rulesFor('export const Logo = () => <img src="/logo.png" />;\n', file)).toEqual([
      "jsx-a11y-x/alt-text",
    ]);
  });
});

describe("unused code (knip)", () => {
  it("reports an unused export, an unused file and an unused dependency, and exits non-zero", async () => {
    const knip = path.join(root, "node_modules/knip/bin/knip.js");
    const fixture = path.join(root, "tests/lint/fixtures/knip");
    const run = promisify(execFile)(process.execPath, [
      knip,
      "--directory",
      fixture,
      "--reporter",
      "json",
      "-n",
    ]);
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const report = JSON.parse(failure?.stdout ?? "{}") as {
      issues: {
        file: string;
        exports: { name: string }[];
        files: unknown[];
        dependencies: { name: string }[];
      }[];
    };
    const byFile = new Map(report.issues.map((issue) => [issue.file, issue]));
    expect(byFile.get("helpers.ts")?.exports.map((entry) => entry.name)).toEqual(["neverImported"]);
    expect(byFile.get("orphan.ts")?.files).toHaveLength(1);
    expect(byFile.get("package.json")?.dependencies.map((entry) => entry.name)).toEqual(["left-pad"]);
  });
});
