import { epochSeconds, now } from "../common/clock";
import { deliverOnce } from "../db/conditions";
import { SmsOutbox, type SmsOutboxItem } from "./sms-outbox.entity";

export interface SmsMessage {
  messageId: string;
  to: string;
  body: string;
}

/** An SMS gateway. The product reaches it only through this interface; which one is configuration. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * A gateway with a plain HTTP API (SMS_API_URL, SMS_API_KEY): POST {base}/messages with the message as JSON, the
 * message id as the idempotency key. Any answer but 2xx is a failure with the gateway's text.
 */
function httpSmsProvider(baseUrl: string, apiKey: string): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(new URL("messages", `${baseUrl.replace(/\/$/, "")}/`), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${apiKey}`,
          "idempotency-key": message.messageId,
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        throw new Error(`SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}

/** Locally the outbox is the inbox (/dev/sms): nothing leaves the machine. */
const deliversForReal = () => process.env.RUNTIME === "aws";

export function smsOutboxItem(
  message: Omit<SmsOutboxItem, "status" | "createdAt" | "expiresAt">,
): SmsOutboxItem {
  const at = now();
  return {
    ...message,
    status: deliversForReal() ? "queued" : "sent",
    createdAt: at.toISOString(),
    expiresAt: epochSeconds(new Date(at.getTime() + 90 * 24 * 3_600_000)),
  };
}

function configuredProvider(): SmsProvider | null {
  const { SMS_API_URL: url, SMS_API_KEY: key } = process.env;
  return url && key ? httpSmsProvider(url, key) : null;
}

/** The sms job: sends what is queued, once each (claimed as sent before the call); failures are kept with why. */
export async function deliverQueuedSms(
  provider = configuredProvider(),
): Promise<{ sent: number; failed: number }> {
  const since = new Date(now().getTime() - 24 * 3_600_000).toISOString();
  const queued = await SmsOutbox.query
    .recent({})
    .gte({ createdAt: since })
    .where((attributes, { eq }) => eq(attributes.status, "queued"))
    .go({ pages: "all" });
  const counts = { sent: 0, failed: 0 };
  for (const item of queued.data) {
    const delivery = await deliverOnce({
      claim: () =>
        SmsOutbox.patch({ messageId: item.messageId })
          .set({ status: "sent" })
          .where((attributes, { eq }) => eq(attributes.status, "queued"))
          .go(),
      send: async () => {
        if (!provider) throw new Error("No SMS provider is configured (SMS_API_URL, SMS_API_KEY)");
        await provider.send(item);
      },
      fail: (error) => SmsOutbox.patch({ messageId: item.messageId }).set({ status: "failed", error }).go(),
    });
    if (delivery.status !== "taken") counts[delivery.status] += 1;
  }
  return counts;
}

export async function recentSms(limit = 50): Promise<SmsOutboxItem[]> {
  const result = await SmsOutbox.query.recent({}).go({ order: "desc", limit });
  return result.data;
}
