import { SmsOutbox } from "../sms/sms-outbox.entity";
import { withdrawConsent } from "./consent";

const stopKeywords = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "ARRET", "ARRÊT"];

const isStopReply = (body: string): boolean => stopKeywords.includes(body.trim().toUpperCase());

/** A North American number in E.164 (+1 and ten digits); other numbers keep their digits after a +. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/**
 * An SMS reply from a customer (the provider's inbound webhook; locally the /dev/sms page). STOP (and its
 * synonyms, French included) withdraws SMS consent at every company that has messaged this number, recorded
 * against the broadcast that last reached it. Returns how many customers it opted out.
 */
export async function receiveSmsReply(input: { from: string; body: string }): Promise<{ optedOut: number }> {
  if (!isStopReply(input.body)) return { optedOut: 0 };
  const sent = await SmsOutbox.query
    .byRecipient({ to: toE164(input.from) })
    .go({ order: "desc", limit: 500 });
  const latest = new Map<string, { companyId: number; customerId: string; broadcastId: string }>();
  for (const message of sent.data) {
    const key = `${message.companyId}#${message.customerId}`;
    if (!latest.has(key)) latest.set(key, message);
  }
  let optedOut = 0;
  for (const target of latest.values()) {
    if (await withdrawConsent(target, "sms", "stop")) optedOut += 1;
  }
  return { optedOut };
}
