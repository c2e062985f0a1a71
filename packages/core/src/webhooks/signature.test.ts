import { describe, expect, it } from "vitest";
import { verifyWebhookSignature, webhookSignature } from "./signature";

describe("webhook signature", () => {
  const body = '{"type":"payment.completed"}';

  it("is v1= and the hex HMAC-SHA256 of timestamp.body", () => {
    // Computed independently: printf '1700000000.{"type":"payment.completed"}' | openssl dgst -sha256 -hmac whsec
    expect(webhookSignature("whsec", 1700000000, body)).toBe(
      "v1=86eab6a863a11136ee4a5d4482e20ea8f828e1e58a7452fb494191eaa0f7e4e7",
    );
    expect(webhookSignature("whsec", 1700000000, body)).not.toBe(webhookSignature("whsec", 1700000001, body));
  });

  it("verifies its own signature and refuses a changed body, another secret or a stale timestamp", () => {
    const signature = webhookSignature("whsec", 1700000000, body);
    const headers = { timestamp: "1700000000", signature };
    expect(verifyWebhookSignature("whsec", headers, body, { nowSeconds: 1700000100 })).toBe(true);
    expect(verifyWebhookSignature("whsec", headers, `${body} `, { nowSeconds: 1700000100 })).toBe(false);
    expect(verifyWebhookSignature("other", headers, body, { nowSeconds: 1700000100 })).toBe(false);
    expect(verifyWebhookSignature("whsec", headers, body, { nowSeconds: 1700001000 })).toBe(false);
  });
});
