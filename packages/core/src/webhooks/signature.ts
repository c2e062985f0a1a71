import { createHmac, timingSafeEqual } from "node:crypto";

/** `v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`: Stripe's scheme, so receivers can reuse known code. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a receiver does (docs/webhooks.md): recompute, compare in constant time, refuse stale timestamps. */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string; signature: string },
  body: string,
  options: { nowSeconds: number; toleranceSeconds?: number },
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(options.nowSeconds - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
