/** Work a request queues for a worker to do off the request. */
export type QueuedWork = "imports" | "catalogue-imports" | "company-migrations";

let start: ((work: QueuedWork) => Promise<void> | void) | null = null;

/**
 * Set by the runtime: locally the in-process worker (functions/src/local/import-worker.ts), in the cloud an
 * asynchronous invoke of the worker Lambda (functions/src/jobs/worker-invoke.ts).
 */
export function onWorkQueued(next: (work: QueuedWork) => Promise<void> | void): void {
  start = next;
}

/** Starts the worker now; without a start, or when it fails, the every-minute job of the same name takes the work. */
export async function workQueued(work: QueuedWork): Promise<void> {
  try {
    await start?.(work);
  } catch (error) {
    console.error(`[${work}] could not start the worker; the next scheduled run takes it:`, error);
  }
}
