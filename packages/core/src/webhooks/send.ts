import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { epochSeconds, now } from "../common/clock";
import { isPermittedWebhookUrl } from "./address-policy";
import { RefusedTargetError, webhookAgents } from "./pinned-lookup";
import { attemptTimeoutMs } from "./retry-policy";
import { webhookSignature } from "./signature";
import type { DeliveryAttemptView } from "./webhook.schema";

export interface WebhookRequest {
  url: string;
  deliveryId: string;
  body: string;
  secret: string | null;
}

/** The one entry for every refused target, whatever is or is not listening there: the log is no port scanner. */
export const refusedTargetMessage = "Refused: the URL does not lead to a public internet address";

function headersOf(request: WebhookRequest): Record<string, string> {
  const timestamp = epochSeconds(now());
  return {
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(request.body)),
    "User-Agent": "pos-webhooks/1",
    "X-Webhook-Id": request.deliveryId,
    "X-Webhook-Timestamp": String(timestamp),
    ...(request.secret
      ? { "X-Webhook-Signature": webhookSignature(request.secret, timestamp, request.body) }
      : {}),
  };
}

function describeFailure(error: unknown, signal: AbortSignal): string {
  if (error instanceof RefusedTargetError) return refusedTargetMessage;
  if (signal.aborted) return `No answer within ${attemptTimeoutMs / 1000} s`;
  if (error instanceof Error && "code" in error) return String(error.code);
  return error instanceof Error ? error.message : "Request failed";
}

/** POSTs and resolves with the status; an IP literal is checked here, a name by the agents' lookup. */
function post(url: URL, request: WebhookRequest, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    if (!isPermittedWebhookUrl(url.href)) return reject(new RefusedTargetError());
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const agent = url.protocol === "https:" ? webhookAgents["https:"] : webhookAgents["http:"];
    const outgoing = send(url, { method: "POST", headers: headersOf(request), agent, signal }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/**
 * One POST. A redirect is never followed (it counts as a failure: a receiver must answer at the URL it gave), so a
 * subscription cannot be bounced to another host. Only 2xx is a success.
 */
export async function sendWebhook(request: WebhookRequest): Promise<DeliveryAttemptView & { ok: boolean }> {
  const at = now().toISOString();
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(attemptTimeoutMs);
  try {
    const status = await post(new URL(request.url), request, signal);
    const ok = status >= 200 && status < 300;
    return { ok, at, statusCode: status, error: ok ? null : `HTTP ${status}`, durationMs: took() };
  } catch (error) {
    return { ok: false, at, statusCode: null, error: describeFailure(error, signal), durationMs: took() };
  }
}
