import { jobSchedule, type JobName } from "../jobs/schedule";

export interface Scheduler {
  stop: () => Promise<void>;
}

/** Runs every job of `jobSchedule` on its interval, one run of a job at a time; stands in for SST Cron. */
export function startScheduler(runJob: (name: JobName) => Promise<unknown>): Scheduler {
  const running = new Map<JobName, Promise<void>>();
  const timers = jobSchedule.map(({ name, everyMinutes }) => {
    const timer = setInterval(() => {
      if (running.has(name)) return;
      const run = runJob(name)
        .then(() => undefined)
        .catch((error: unknown) => console.error(`[scheduler] job "${name}" failed:`, error))
        .finally(() => running.delete(name));
      running.set(name, run);
    }, everyMinutes * 60_000);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
