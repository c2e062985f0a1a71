import { runQueuedImports } from "@pos/core/imports/import-runner";
import { onWorkQueued, type QueuedWork } from "@pos/core/jobs/work-queue";
import { runQueuedCatalogueImports } from "@pos/core/province-catalog/catalogue-worker";
import { runQueuedMigrations } from "@pos/core/company-migration/migration-runner";

/** One run at a time; a start during a run runs once more after it. */
function singleFlight(work: () => Promise<unknown>, label: string) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => console.error(`[${label}] worker failed:`, error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return { run, settled: async () => void (await running) };
}

/** Stands in for the cloud's worker Lambda: runs queued imports in this process as soon as one is queued. */
export function startImportWorker(): { stop: () => Promise<void> } {
  const runners: Record<QueuedWork, ReturnType<typeof singleFlight>> = {
    imports: singleFlight(() => runQueuedImports(Number.POSITIVE_INFINITY), "imports"),
    "catalogue-imports": singleFlight(runQueuedCatalogueImports, "catalogue-imports"),
    "company-migrations": singleFlight(
      () => runQueuedMigrations(Number.POSITIVE_INFINITY),
      "company-migrations",
    ),
  };
  onWorkQueued((work) => runners[work].run());
  for (const runner of Object.values(runners)) runner.run();
  return {
    stop: async () => void (await Promise.all(Object.values(runners).map((runner) => runner.settled()))),
  };
}
