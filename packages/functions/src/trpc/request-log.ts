import type { TRPCError } from "@trpc/server";
import type { Actor } from "@pos/core/common/actor";
import type { ErrorCode } from "@pos/core/common/errors";
import { errorData } from "./errors";

/** One line per procedure call, in both runtimes (the local HTTP server and the API Lambda). */
export interface RequestLogLine {
  level: "info" | "error";
  msg: "request";
  time: string;
  /** The transport's id of the HTTP request (shared by the calls of one batch). */
  requestId: string;
  /** `user:<id>`, `device:<id>`, `api-key` (an external source) or null (nobody signed in). */
  actor: string | null;
  procedure: string;
  type: string;
  durationMs: number;
  outcome: "ok" | "error";
  /** The documented error code (docs/errors), null when the call succeeded. */
  code: ErrorCode | null;
}

/**
 * Where the lines go: JSON on stdout, which CloudWatch stores as one structured event per line (console.log on
 * Lambda would prefix it). Tests replace `write` to capture them.
 */
export const requestLog = {
  write(line: string): void {
    process.stdout.write(`${line}\n`);
  },
};

function actorLabel(actor: Actor | null, apiKey: string | null): string | null {
  if (actor?.kind === "user") return `user:${actor.userId}`;
  if (actor?.kind === "device") return `device:${actor.deviceId}`;
  return apiKey === null ? null : "api-key";
}

export function logRequest(call: {
  requestId: string;
  actor: Actor | null;
  apiKey: string | null;
  procedure: string;
  type: string;
  startedAt: number;
  error: TRPCError | null;
}): void {
  const code = call.error === null ? null : errorData(call.error).appCode;
  const line: RequestLogLine = {
    level: code === "INTERNAL" ? "error" : "info",
    msg: "request",
    time: new Date().toISOString(),
    requestId: call.requestId,
    actor: actorLabel(call.actor, call.apiKey),
    procedure: call.procedure,
    type: call.type,
    durationMs: Math.round((performance.now() - call.startedAt) * 10) / 10,
    outcome: code === null ? "ok" : "error",
    code,
  };
  requestLog.write(JSON.stringify(line));
}
