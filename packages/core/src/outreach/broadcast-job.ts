import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { now, nowIso } from "../common/clock";
import { getCompany, type CompanyView } from "../company/company";
import { CustomerEntity } from "../customers/customer.entity";
import { appUrl } from "../email/app-url";
import { OutboxEmail } from "../email/outbox.entity";
import { outboxItem } from "../email/outbox";
import type { CancelReasons } from "../inventory/stock-ledger";
import { SmsOutbox } from "../sms/sms-outbox.entity";
import { smsOutboxItem } from "../sms/sms-provider";
import { SmsQuota } from "../sms/sms-quota.entity";
import { audienceFacts, consents, matchesFilters, type AudienceFacts } from "./audience";
import { emailText, smsText } from "./broadcast.schema";
import { companyAddress, monthOf } from "./broadcasts";
import { unsubscribeToken } from "./unsubscribe";
import { Broadcast, BroadcastDelivery, type BroadcastItem } from "./outreach.entity";
import { toE164 } from "./sms-replies";

const deliveryService = new Service({
  broadcast: Broadcast,
  delivery: BroadcastDelivery,
  sms: SmsOutbox,
  email: OutboxEmail,
  smsQuota: SmsQuota,
});

/** Customers read per chunk; the cursor after each chunk is saved on the broadcast. */
const pageSize = 50;

type Outcome = "sent" | "already" | "quota";

/**
 * One customer's message: the delivery record (created once), the broadcast's counts (an SMS takes its segments
 * from the broadcast's reservation, never beyond it) and the outbox message, in one transaction. A re-run finds
 * the delivery and sends nothing.
 */
async function deliver(
  broadcast: BroadcastItem,
  company: CompanyView,
  facts: AudienceFacts,
): Promise<Outcome> {
  const { companyId, broadcastId, channel, segments, smsReserved } = broadcast;
  const to = channel === "sms" ? toE164(facts.phone ?? "") : (facts.email ?? "");
  const customerId = facts.id;
  const result = await deliveryService.transaction
    .write(({ broadcast: broadcasts, delivery, sms, email }) => [
      delivery.create({ companyId, broadcastId, customerId, to, createDate: nowIso() }).commit(),
      channel === "sms"
        ? broadcasts
            .patch({ companyId, broadcastId })
            .add({ delivered: 1, smsUsed: segments })
            .where((attributes, { lte }) => lte(attributes.smsUsed, smsReserved - segments))
            .commit()
        : broadcasts.patch({ companyId, broadcastId }).add({ delivered: 1 }).commit(),
      channel === "sms"
        ? sms
            .create(
              smsOutboxItem({
                messageId: randomUUID(),
                companyId,
                customerId,
                broadcastId,
                to,
                body: smsText(company.name, broadcast.message),
                segments,
              }),
            )
            .commit()
        : email
            .create(
              outboxItem({
                to,
                subject: broadcast.subject ?? company.name,
                text: emailText(
                  broadcast.message,
                  { name: company.name, address: companyAddress(company) },
                  appUrl(`/unsubscribe?token=${unsubscribeToken(companyId, customerId, broadcastId)}`),
                ),
              }),
            )
            .commit(),
    ])
    .go();
  if (!result.canceled) return "sent";
  const reasons = result.data as unknown as CancelReasons;
  if (reasons[0]?.code === "ConditionalCheckFailed") return "already";
  if (reasons[1]?.code === "ConditionalCheckFailed") return "quota";
  throw new Error(
    `Broadcast ${broadcastId}: delivery to ${customerId} failed (${reasons.map((r) => r.code).join(", ")})`,
  );
}

/** Marks the broadcast sent (once) and gives the quota back what its reservation did not use. */
async function finish(companyId: number, broadcastId: string, skipped: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { data: current } = await Broadcast.get({ companyId, broadcastId }).go({ consistent: true });
    if (!current || current.status === "sent") return;
    const unused = current.smsReserved - current.smsUsed;
    const { data: quota } =
      unused > 0 ? await SmsQuota.get({ companyId }).go({ consistent: true }) : { data: null };
    const at = nowIso();
    const sameMonth = quota?.usedMonth === monthOf(at) && monthOf(current.createDate) === monthOf(at);
    const result = await deliveryService.transaction
      .write(({ broadcast, smsQuota }) => [
        broadcast
          .patch({ companyId, broadcastId })
          .set({ status: "sent", finishDate: at })
          .add({ skipped })
          .remove(["queuedAt", "cursor"])
          .where((attributes, { eq }) => eq(attributes.smsUsed, current.smsUsed))
          .commit(),
        ...(quota
          ? [
              smsQuota
                .patch({ companyId })
                .add({ quantity: unused, ...(sameMonth ? { used: -Math.min(unused, quota.used) } : {}) })
                .where((attributes, { eq }) => eq(attributes.usedMonth, quota.usedMonth))
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) return;
  }
  throw new Error(`Broadcast ${broadcastId}: could not be finished`);
}

async function runBroadcast(item: BroadcastItem, maxPages: number): Promise<number> {
  const { companyId, broadcastId, audience, channel } = item;
  if (item.status === "queued")
    await Broadcast.patch({ companyId, broadcastId }).set({ status: "sending" }).go();
  const company = await getCompany(companyId);
  let cursor: string | null = item.cursor ?? null;
  let delivered = 0;
  for (let pages = 0; pages < maxPages; pages += 1) {
    const page = await CustomerEntity.query.byId({ companyId }).go({ cursor, limit: pageSize });
    let skipped = 0;
    const at = now();
    for (const customer of page.data) {
      const facts = audienceFacts(customer);
      if (!matchesFilters(facts, audience, at)) continue;
      if (!consents(facts, channel)) {
        // Counted when consent was withdrawn since the broadcast was composed; never-asked customers are not.
        if ((channel === "sms" ? facts.smsConsent : facts.emailConsent) === "withdrawn") skipped += 1;
        continue;
      }
      const outcome = await deliver(item, company, facts);
      if (outcome === "sent") delivered += 1;
      if (outcome === "quota") skipped += 1;
    }
    cursor = page.cursor;
    if (!cursor) {
      await finish(companyId, broadcastId, skipped);
      return delivered;
    }
    await Broadcast.patch({ companyId, broadcastId }).set({ cursor }).add({ skipped }).go();
  }
  return delivered;
}

/**
 * The broadcasts job: sends every queued broadcast chunk by chunk (a page of customers at a time, the consent
 * read fresh with each page). `maxPages` bounds one run; the next run resumes at the saved cursor.
 */
export async function runBroadcasts(
  options: { maxPages?: number } = {},
): Promise<{ broadcasts: number; delivered: number }> {
  const queued = await Broadcast.query.queue({}).go({ pages: "all" });
  let delivered = 0;
  for (const entry of queued.data) {
    const { data: item } = await Broadcast.get({
      companyId: entry.companyId,
      broadcastId: entry.broadcastId,
    }).go({
      consistent: true,
    });
    if (item?.queuedAt) delivered += await runBroadcast(item, options.maxPages ?? 200);
  }
  return { broadcasts: queued.data.length, delivered };
}
