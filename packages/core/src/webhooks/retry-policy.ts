/** Waits after the 1st, 2nd, ... failed attempt; after the last one the delivery is given up (status failed). */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

export const maxAttempts = retryDelaysMs.length + 1;

/** A receiver has this long to answer. */
export const attemptTimeoutMs = 10_000;

/** The wait before the next attempt after `failedAttempts` failures, or null when there is none left. */
export function nextDelayMs(failedAttempts: number): number | null {
  return retryDelaysMs[failedAttempts - 1] ?? null;
}
