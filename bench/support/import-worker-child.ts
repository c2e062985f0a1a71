/**
 * The import worker alone in its own process, as the cloud runs it: imports one stored customer file (preview,
 * then import) into a company and prints its peak memory as JSON. Started by bench/import.ts with the local
 * runtime's DynamoDB and S3 in its environment.
 */
import { confirmImport, getImport, startImport } from "@pos/core/imports/import-jobs";
import { runImport } from "@pos/core/imports/import-runner";

const [companyArg, key = ""] = process.argv.slice(2);
const companyId = Number(companyArg);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

/** Runs the import's queued stage here (the runtime's minutely job may hold it a moment: try again). */
async function runStage(importId: string, until: string[]) {
  for (;;) {
    await runImport({ companyId, importId }, Number.POSITIVE_INFINITY);
    const job = await getImport({ companyId, importId });
    if (until.includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const started = await startImport(
  { companyId, kind: "customers", key, fileName: "customers.csv" },
  { userId: "bench" },
);
await runStage(started.importId, ["previewed", "failed"]);
await confirmImport({ companyId, importId: started.importId });
const done = await runStage(started.importId, ["done", "failed"]);
clearInterval(sampler);
console.log(JSON.stringify({ imported: done.imported, skipped: done.skipped, status: done.status, peakRss }));
