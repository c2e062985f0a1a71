import type { Actor } from "@pos/core/common/actor";
import { resolveSession } from "@pos/core/auth/sessions";

export interface Context {
  actor: Actor | null;
  /** The caller's address as the transport saw it (socket or API Gateway), never a client-sent header. */
  sourceIp: string;
  /** The `x-api-key` header an external source sends (integration procedures). */
  apiKey: string | null;
  /** Set by the transports (local server, Lambda) so each call is logged; null for direct callers. */
  requestId: string | null;
}

export async function createContext(input: {
  authorization: string | undefined;
  sourceIp: string | undefined;
  apiKey?: string | string[];
  requestId?: string;
}): Promise<Context> {
  const token = input.authorization?.match(/^Bearer (.+)$/)?.[1];
  return {
    actor: token ? await resolveSession(token) : null,
    sourceIp: input.sourceIp ?? "unknown",
    apiKey: (Array.isArray(input.apiKey) ? input.apiKey[0] : input.apiKey) || null,
    requestId: input.requestId ?? null,
  };
}
