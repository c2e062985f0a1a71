// The app for the browser tests: a fresh in-memory database with the demo data, a throw-away data directory.
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { repoRoot, startRuntime, webDist } from "@pos/functions/local/runtime";
import { advancedReportsCompany, moneyReportsCompany } from "./e2e-reports-accounts";

const port = Number(process.env.E2E_PORT ?? 3100);
// A test-only scrypt cost (N = 2^12 instead of OWASP's 2^17) for the many sign-ins of the browser tests.
process.env.PASSWORD_HASH_LOG2_N ??= "12";
// Three days of the demo's sales history instead of 90: the seed stays short (no spec reads the history).
process.env.DEMO_SALES_HISTORY_DAYS ??= "3";
if (!existsSync(path.join(webDist(), "index.html"))) {
  execFileSync("npm", ["run", "build", "-w", "@pos/web"], { cwd: repoRoot, stdio: "inherit" });
}
const dataDir = mkdtempSync(path.join(tmpdir(), "pos-e2e-"));
const runtime = await startRuntime({ port, dataDir, inMemory: true, seed: true, host: "127.0.0.1" });
// The request log (one JSON line per call) goes to a file, not into the test output.
const { requestLog } = await import("@pos/functions/trpc/request-log");
const requestLogFile = path.join(tmpdir(), `pos-e2e-requests-${port}.jsonl`);
const requestLines = createWriteStream(requestLogFile);
requestLog.write = (line) => void requestLines.write(`${line}\n`);
if (runtime.seeded) await (await import("./e2e-seed")).seedE2eAccounts(runtime.seeded);
if (runtime.seeded) await (await import("./e2e-ledger-seed")).seedE2eLedger();
const summaryCompanyIds = runtime.seeded ? [await (await import("./e2e-reports-seed")).seedE2eReports()] : [];
if (runtime.seeded) await (await import("./e2e-reports-seed")).seedE2eReports(moneyReportsCompany);
if (runtime.seeded) await (await import("./e2e-reports-seed")).seedE2eReports(advancedReportsCompany);
(await import("./e2e-reports-seed")).rollUpEverySecond();
if (runtime.seeded) await (await import("./e2e-timesheet-seed")).seedE2eTimesheets();
if (runtime.seeded) await (await import("./e2e-integrations-seed")).seedE2eIntegrations();
if (runtime.seeded) await (await import("./e2e-cards-seed")).seedE2eCards();
if (runtime.seeded) await (await import("./e2e-offline-seed")).seedE2eOffline();
(await import("./e2e-reports-seed")).summariesEveryFewSeconds(summaryCompanyIds);
(await import("./e2e-outreach")).broadcastsEverySecond();
console.log(`e2e server ready at ${runtime.url} (request log: ${requestLogFile})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop());
