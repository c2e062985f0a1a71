export const reconnectPolicy = {
  pingIntervalMs: 300_000,
  connectionTimeoutMs: 15_000,
  minDelayMs: 4_000,
  maxDelayMs: 7_000,
  growthFactor: 1.2,
} as const;

/** Wait before reconnect attempt number `attempt` (0 = first retry): grows by 1.2 from 4 s, capped at 7 s. */
export function reconnectDelay(attempt: number): number {
  const { minDelayMs, maxDelayMs, growthFactor } = reconnectPolicy;
  const safeAttempt = Math.max(0, Math.floor(attempt));
  return Math.min(maxDelayMs, Math.round(minDelayMs * growthFactor ** safeAttempt));
}
