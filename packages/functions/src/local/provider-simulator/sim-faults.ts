import type { ServerResponse } from "node:http";
import { sendJson } from "./module";

/** A failure queued for a simulator's next call (docs/integrations.md, "Simulators"). */
export type SimFault =
  | { mode: "rate-limit"; retryAfterSeconds?: number }
  | { mode: "server-error" }
  /** Processes the call, then answers only after `delayMs` (default 60 s): the client times out. */
  | { mode: "timeout"; delayMs?: number };

/** Answers after a delay (a time-out for any client that waits less), unless the client hung up. */
export function holdAnswer(
  timers: Set<NodeJS.Timeout>,
  response: ServerResponse,
  delayMs: number | undefined,
  answer: { status: number; body: unknown },
): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    if (!response.destroyed) sendJson(response, answer.status, answer.body);
  }, delayMs ?? 60_000);
  timers.add(timer);
}
