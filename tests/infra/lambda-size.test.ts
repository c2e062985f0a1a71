// Deployment hygiene (issue 16): every Lambda bundled as SST deploys it stays under the zipped budget and carries
// none of the local runtime (packages/functions/src/local, DynamoDB Local, s3rver, ws).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bundleLambda,
  handlersInStacks,
  lambdaHandlers,
  localOnlyPackages,
  repoRoot,
  zippedBudgetBytes,
  type LambdaBundle,
} from "../../bench/support/lambda-bundle";

const stacksDir = path.join(repoRoot, "stacks");
let bundles: LambdaBundle[] = [];

beforeAll(async () => {
  bundles = [];
  for (const handler of lambdaHandlers) bundles.push(await bundleLambda(handler));
});

describe("Lambda bundles", () => {
  it("measures exactly the handlers the stacks deploy", () => {
    const stackFiles = readdirSync(stacksDir).map((file) => path.join(stacksDir, file));
    expect(handlersInStacks(stackFiles)).toEqual([...lambdaHandlers].sort());
  });

  it("keeps each function under 3 MB zipped", () => {
    for (const bundle of bundles) {
      expect(bundle.zippedBytes, bundle.handler).toBeGreaterThan(0);
      expect(bundle.zippedBytes, bundle.handler).toBeLessThanOrEqual(zippedBudgetBytes);
    }
  });

  it("never bundles the local runtime or its packages", () => {
    const localOnly = new RegExp(`node_modules/(${localOnlyPackages.join("|")})/`);
    for (const bundle of bundles) {
      const leaked = bundle.inputs.filter(
        (input) => input.includes("packages/functions/src/local/") || localOnly.test(input),
      );
      expect(leaked, bundle.handler).toEqual([]);
    }
  });

  it("lists the local-only packages as development dependencies, never as the functions' dependencies", () => {
    for (const workspace of ["packages/core", "packages/functions"]) {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, "package.json"), "utf8")) as {
        dependencies?: Record<string, string>;
      };
      for (const name of localOnlyPackages)
        expect(manifest.dependencies ?? {}, workspace).not.toHaveProperty(name);
    }
  });
});
