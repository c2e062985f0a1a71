import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { randomUUID } from "node:crypto";
import { epochSeconds, now } from "../common/clock";
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

export async function sendEmail(message: EmailMessage): Promise<OutboxEmailItem> {
  const at = now();
  const created = await OutboxEmail.create({
    ...message,
    emailId: randomUUID(),
    createdAt: at.toISOString(),
    status: deliverViaSes ? "queued" : "sent",
    expiresAt: epochSeconds(new Date(at.getTime() + 30 * 24 * 3_600_000)),
  }).go();
  if (!deliverViaSes) return created.data;
  try {
    await deliver(message);
    await OutboxEmail.patch({ emailId: created.data.emailId }).set({ status: "sent" }).go();
    return { ...created.data, status: "sent" };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await OutboxEmail.patch({ emailId: created.data.emailId }).set({ status: "failed", error: reason }).go();
    return { ...created.data, status: "failed", error: reason };
  }
}

export async function recentEmails(limit = 50): Promise<OutboxEmailItem[]> {
  const result = await OutboxEmail.query.recent({}).go({ order: "desc", limit });
  return result.data;
}

export async function emailsTo(to: string): Promise<OutboxEmailItem[]> {
  const result = await OutboxEmail.query.byRecipient({ to: to.toLowerCase() }).go({ order: "desc" });
  return result.data;
}
