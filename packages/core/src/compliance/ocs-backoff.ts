/** Waits after the 1st, 2nd, ... failed submission of an event or position; the last repeats: never given up. */
export const ocsRetryDelaysMs = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000] as const;

export const ocsRetryDelayMs = (failedAttempts: number): number =>
  ocsRetryDelaysMs[Math.min(Math.max(failedAttempts, 1), ocsRetryDelaysMs.length) - 1]!;

/** A claimed batch whose sender has not recorded OCS's answer after this long is sent again (same ids). */
export const ocsClaimLeaseMs = 2 * 60_000;

/** At most this many events in one call. */
export const ocsBatchSize = 50;
