import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { randomUUID } from "node:crypto";
import { epochSeconds, now } from "../common/clock";
import { deliverOnce } from "../db/conditions";
import { byKey, readShards, shardOf } from "../db/shards";
import { OutboxEmail, type OutboxEmailItem } from "./outbox.entity";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes after the outbox: SES in the cloud; locally the outbox itself is the mailbox (/dev/mailbox). */
const deliverViaSes = process.env.RUNTIME === "aws";
let ses: SESv2Client | null = null;

async function deliver(message: EmailMessage): Promise<void> {
  ses ??= new SESv2Client({});
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: process.env.EMAIL_FROM,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject },
          Body: { Text: { Data: message.text } },
        },
      },
    }),
  );
}

/**
 * A new outbox item for a message: locally it is the mailbox already ("sent"); in the cloud it waits ("queued")
 * for `sendEmail` or the emails job to deliver it.
 */
export function outboxItem(message: EmailMessage, emailId: string = randomUUID()): OutboxEmailItem {
  const at = now();
  return {
    ...message,
    emailId,
    shard: shardOf("outboxEmail", emailId),
    createdAt: at.toISOString(),
    status: deliverViaSes ? "queued" : "sent",
    expiresAt: epochSeconds(new Date(at.getTime() + 30 * 24 * 3_600_000)),
  };
}

/** The `recent` index's order: by creation, then id. */
const recentKey = (item: OutboxEmailItem) => `${item.createdAt}#${item.emailId}`;
const newestLast = byKey(recentKey);
const newestFirst = byKey(recentKey, "desc");

/** Delivers a queued item once: it is marked sent before the provider is called, so two runs never both send it. */
async function deliverQueued(item: OutboxEmailItem): Promise<OutboxEmailItem> {
  const delivery = await deliverOnce({
    claim: () =>
      OutboxEmail.patch({ emailId: item.emailId })
        .set({ status: "sent" })
        .where((attributes, { eq }) => eq(attributes.status, "queued"))
        .go(),
    send: () => deliver(item),
    fail: (error) => OutboxEmail.patch({ emailId: item.emailId }).set({ status: "failed", error }).go(),
  });
  return delivery.status === "taken" ? item : { ...item, ...delivery };
}

export async function sendEmail(message: EmailMessage): Promise<OutboxEmailItem> {
  const created = await OutboxEmail.create(outboxItem(message)).go();
  return created.data.status === "queued" ? deliverQueued(created.data) : created.data;
}

/** The emails job: delivers what was queued in the last day and not sent yet (e-mails written in a transaction). */
export async function deliverQueuedEmails(): Promise<{ sent: number; failed: number }> {
  const since = new Date(now().getTime() - 24 * 3_600_000).toISOString();
  const queued = await readShards({
    entity: "outboxEmail",
    read: async (shard: number) =>
      (
        await OutboxEmail.query
          .recent({ shard })
          .gte({ createdAt: since })
          .where((attributes, { eq }) => eq(attributes.status, "queued"))
          .go({ pages: "all" })
      ).data,
    order: newestLast,
  });
  const results = [];
  for (const item of queued) results.push(await deliverQueued(item));
  return {
    sent: results.filter((item) => item.status === "sent").length,
    failed: results.filter((item) => item.status === "failed").length,
  };
}

/** The newest e-mails of every shard, newest first. */
export async function recentEmails(limit = 50): Promise<OutboxEmailItem[]> {
  return readShards({
    entity: "outboxEmail",
    read: async (shard: number) =>
      (await OutboxEmail.query.recent({ shard }).go({ order: "desc", limit })).data,
    order: newestFirst,
    limit,
  });
}

export async function emailsTo(to: string): Promise<OutboxEmailItem[]> {
  const result = await OutboxEmail.query.byRecipient({ to: to.toLowerCase() }).go({ order: "desc" });
  return result.data;
}
