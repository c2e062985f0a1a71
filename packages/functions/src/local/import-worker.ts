import { onImportQueued, runQueuedImports } from "@pos/core/imports/import-runner";

/** Stands in for the cloud's import worker: runs queued imports in this process as soon as one is queued. */
export function startImportWorker(): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = runQueuedImports(Number.POSITIVE_INFINITY)
      .then(() => undefined)
      .catch((error: unknown) => console.error("[imports] worker failed:", error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  onImportQueued(run);
  run();
  return { stop: async () => void (await running) };
}
