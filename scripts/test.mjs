// `npm test`: typecheck, lint, unused code (knip), web build, vitest (unit, component, api, lint, infra), Playwright; ends
// with one line "N passed, N failed".
// The browser tests mostly wait on the browser, so they run beside the other steps (their output is shown when
// they end): on 2 cores that takes minutes off the run, and every step still runs whatever the others do.
import { spawn } from "node:child_process";
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
const running = new Set();

function stopAll() {
  for (const child of running) child.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
  process.exit(130);
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

/**
 * Runs a step; resolves to whether it succeeded. Its output is shown as it comes, or with `quiet` kept and returned
 * (for a step running beside others). A step ended by a signal ends the whole run.
 */
function step(command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  running.add(child);
  const output = [];
  if (quiet)
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      if (signal === "SIGINT" || signal === "SIGTERM") stopAll();
      resolve({
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(output),
      });
    });
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

/** A suite that exits non-zero with no failed test (a crash, an unhandled error) still counts as one failure. */
function record(name, passed, failed, { ok, seconds }) {
  const extra = !ok && failed === 0 ? 1 : 0;
  tally.passed += passed;
  tally.failed += failed + extra;
  summary.push(`${name} ${passed}/${passed + failed + extra} (${seconds} s)`);
}

function recordCheck(name, { ok, seconds }) {
  if (!ok) tally.failed += 1;
  summary.push(`${name} ${ok ? "ok" : "FAILED"} (${seconds} s)`);
}

const runStarted = Date.now();

console.log("\n== web build");
const buildStarted = Date.now();
recordCheck("web build", { ok: buildWeb(), seconds: Math.round((Date.now() - buildStarted) / 1000) });

console.log("\n== playwright: started beside the steps below; its output follows them");
const playwrightFile = path.join(scratch, "playwright.json");
const playwrightRun = step(bin("playwright"), ["test", "--reporter=list,json"], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile },
  quiet: true,
});

console.log("\n== typecheck");
recordCheck("typecheck", await step("npm", ["run", "typecheck"]));

console.log("\n== lint");
recordCheck("lint", await step("npm", ["run", "lint"]));

console.log("\n== unused exports, files and dependencies (knip)");
recordCheck("knip", await step("npm", ["run", "knip"]));

console.log("\n== vitest (unit, component, api, lint, infra)");
const vitestFile = path.join(scratch, "vitest.json");
const vitestRun = await step(bin("vitest"), [
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
record("vitest", vitest?.numPassedTests ?? 0, (vitest?.numFailedTests ?? 0) + brokenFiles, vitestRun);

console.log("\n== playwright");
const playwrightRunResult = await playwrightRun;
process.stdout.write(playwrightRunResult.output);
const stats = readJson(playwrightFile)?.stats;
record(
  "playwright",
  (stats?.expected ?? 0) + (stats?.flaky ?? 0),
  stats?.unexpected ?? 0,
  playwrightRunResult,
);

rmSync(scratch, { recursive: true, force: true });
console.log(`\n${summary.join(" · ")} · total ${Math.round((Date.now() - runStarted) / 1000)} s`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
