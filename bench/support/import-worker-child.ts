/**
 * The import worker alone in its own process, as the cloud runs it (bench/import.ts starts itself with `worker`):
 * imports one stored customer file (preview, then import) into a company and answers its peak memory. The local
 * runtime's DynamoDB and S3 come in the environment.
 */
import { confirmImport, getImport, startImport } from "@pos/core/imports/import-jobs";
import { runImport } from "@pos/core/imports/import-runner";

export async function runCustomerWorker(companyId: number, key: string) {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  /** Runs the import's queued stage here (the runtime's minutely job may hold it a moment: try again). */
  const runStage = async (importId: string, until: string[]) => {
    for (;;) {
      await runImport({ companyId, importId }, Number.POSITIVE_INFINITY);
      const job = await getImport({ companyId, importId });
      if (until.includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const started = await startImport(
    { companyId, kind: "customers", key, fileName: "customers.csv" },
    { userId: "bench" },
  );
  await runStage(started.importId, ["previewed", "failed"]);
  await confirmImport({ companyId, importId: started.importId });
  const done = await runStage(started.importId, ["done", "failed"]);
  clearInterval(sampler);
  return { imported: done.imported, skipped: done.skipped, status: done.status, peakRss };
}
