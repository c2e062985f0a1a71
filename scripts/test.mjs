// `npm test`: typecheck, lint, web build, vitest (unit, api, infra), Playwright; ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildWeb, ensureChromium, ensureDependencies, ensureJava, ensureNode, root } from "./ensure.mjs";

ensureNode();
ensureDependencies();
ensureJava();
ensureChromium();

const scratch = mkdtempSync(path.join(tmpdir(), "pos-test-"));
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const tally = { passed: 0, failed: 0 };
const summary = [];

/** Runs a step with its output shown; Ctrl-C ends the whole run. */
function step(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.signal === "SIGINT" || result.signal === "SIGTERM") {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(130);
  }
  return result.status === 0;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

/** A suite that exits non-zero with no failed test (a crash, an unhandled error) still counts as one failure. */
function record(name, passed, failed, succeeded) {
  const extra = !succeeded && failed === 0 ? 1 : 0;
  tally.passed += passed;
  tally.failed += failed + extra;
  summary.push(`${name} ${passed}/${passed + failed + extra}`);
}

console.log("\n== typecheck");
const typecheckOk = step("npm", ["run", "typecheck"]);
if (!typecheckOk) tally.failed += 1;
summary.push(`typecheck ${typecheckOk ? "ok" : "FAILED"}`);

console.log("\n== lint");
const lintOk = step("npm", ["run", "lint"]);
if (!lintOk) tally.failed += 1;
summary.push(`lint ${lintOk ? "ok" : "FAILED"}`);

console.log("\n== web build");
const buildOk = buildWeb();
if (!buildOk) tally.failed += 1;
summary.push(`web build ${buildOk ? "ok" : "FAILED"}`);

console.log("\n== vitest (unit, api, infra)");
const vitestFile = path.join(scratch, "vitest.json");
const vitestOk = step(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
// A file that fails to load has no test results of its own: it counts as one failure.
const brokenFiles = (vitest?.testResults ?? []).filter(
  (file) => file.status === "failed" && !file.assertionResults?.some((test) => test.status === "failed"),
).length;
record("vitest", vitest?.numPassedTests ?? 0, (vitest?.numFailedTests ?? 0) + brokenFiles, vitestOk);

console.log("\n== playwright");
const playwrightFile = path.join(scratch, "playwright.json");
const playwrightOk = step(bin("playwright"), ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
});
const stats = readJson(playwrightFile)?.stats;
record("playwright", (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0, playwrightOk);

rmSync(scratch, { recursive: true, force: true });
console.log(`\n${summary.join(" · ")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
