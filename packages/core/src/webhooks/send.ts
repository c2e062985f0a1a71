import { epochSeconds, now } from "../common/clock";
import { attemptTimeoutMs } from "./retry-policy";
import { webhookSignature } from "./signature";
import type { DeliveryAttemptView } from "./webhook.schema";

export interface WebhookRequest {
  url: string;
  deliveryId: string;
  body: string;
  secret: string | null;
}

function headersOf(request: WebhookRequest): Record<string, string> {
  const timestamp = epochSeconds(now());
  return {
    "Content-Type": "application/json",
    "User-Agent": "pos-webhooks/1",
    "X-Webhook-Id": request.deliveryId,
    "X-Webhook-Timestamp": String(timestamp),
    ...(request.secret
      ? { "X-Webhook-Signature": webhookSignature(request.secret, timestamp, request.body) }
      : {}),
  };
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError")
    return `No answer within ${attemptTimeoutMs / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && "code" in cause) return String(cause.code);
  return error instanceof Error ? error.message : "Request failed";
}

/**
 * One POST. A redirect is never followed (it counts as a failure: a receiver must answer at the URL it gave), so a
 * subscription cannot be bounced to another host. Only 2xx is a success.
 */
export async function sendWebhook(request: WebhookRequest): Promise<DeliveryAttemptView & { ok: boolean }> {
  const at = now().toISOString();
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: "POST",
      headers: headersOf(request),
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      at,
      statusCode: response.status,
      error: ok ? null : `HTTP ${response.status}`,
      durationMs: took(),
    };
  } catch (error) {
    return { ok: false, at, statusCode: null, error: describeFailure(error), durationMs: took() };
  }
}
