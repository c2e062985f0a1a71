import "../cloud-env";
import { jobs } from "@pos/core/jobs/jobs";
import type { JobName } from "./schedule";

const registry: Record<JobName, () => Promise<unknown>> = jobs;

export async function runJob(name: JobName): Promise<unknown> {
  return registry[name]();
}

/** The Cron Lambda: the event is `{ job: name }` (see stacks/Jobs.ts). */
export async function handler(event: { job: JobName }): Promise<unknown> {
  const result = await runJob(event.job);
  console.log(JSON.stringify({ job: event.job, result }));
  return result;
}
