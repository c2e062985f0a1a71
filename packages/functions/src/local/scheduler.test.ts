import { afterEach, describe, expect, it, vi } from "vitest";
import { jobSchedule } from "../jobs/schedule";
import { startScheduler } from "./scheduler";

afterEach(() => vi.useRealTimers());

describe("local scheduler", () => {
  it("runs each job on its interval, never two runs of one job at once, and stops", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    let finish: () => void = () => undefined;
    const scheduler = startScheduler(async (name) => {
      calls.push(name);
      if (name === "connectivity") await new Promise<void>((resolve) => (finish = resolve));
    });
    const connectivityRuns = () => calls.filter((name) => name === "connectivity");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connectivityRuns()).toEqual(["connectivity"]);
    expect(calls).toContain("webhooks");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connectivityRuns()).toEqual(["connectivity"]);
    finish();
    await vi.advanceTimersByTimeAsync(13 * 60_000);
    expect(calls.filter((name) => name === "purge-expired")).toEqual(["purge-expired"]);
    expect(connectivityRuns().length).toBeGreaterThan(1);
    finish();
    await scheduler.stop();
    const count = calls.length;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls.length).toBe(count);
  });

  it("logs a failing job and keeps going", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let runs = 0;
    const scheduler = startScheduler(async () => {
      runs += 1;
      throw new Error("boom");
    });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(runs).toBe(2 * jobSchedule.filter((job) => job.everyMinutes === 1).length);
    expect(errors).toHaveBeenCalledWith('[scheduler] job "connectivity" failed:', expect.any(Error));
    await scheduler.stop();
    errors.mockRestore();
  });
});
