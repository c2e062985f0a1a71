const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * Whether an error means the database could not be reached (refused, reset, timed out), as opposed to a bug or a
 * rejected request. ElectroDB and the SDK wrap the network error, so the cause chain is walked.
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (current.name === "TimeoutError" || (typeof code === "string" && networkCodes.has(code))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseOutage)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * One line when the database becomes unreachable, one when it is back with the count of calls that failed in
 * between: an outage does not flood the log with a stack trace per call.
 */
export function createOutageLog(write: (line: string) => void) {
  let failedSince: number | null = null;
  let failures = 0;
  return {
    failed(error: unknown): void {
      failures++;
      if (failedSince !== null) return;
      failedSince = Date.now();
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      write(`[db] the database is unreachable (${reason}); requests answer "busy" until it is back`);
    },
    succeeded(): void {
      if (failedSince === null) return;
      const seconds = Math.round((Date.now() - failedSince) / 1000);
      write(
        `[db] the database is reachable again after ${seconds} s; ${failures} database calls failed meanwhile`,
      );
      failedSince = null;
      failures = 0;
    },
  };
}
