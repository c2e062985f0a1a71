import { z } from "zod";
import { ZId, ZPageKey } from "../common/bounded.schema";
import { consentChannels, type ConsentChannel } from "./consent.schema";

/**
 * Broadcasts (dashboard reports/broadcasts, flag platformCustomerSearchAndOutreach, CAN_MANAGE_CUSTOMERS):
 *   outreach.broadcasts.{audienceCount, preview, send, list, get}
 * Only customers with express consent on the channel are messaged; the job sends in chunks (broadcast-job.ts).
 */
export const broadcastLimits = { subject: 120, message: 1_000, days: 3_650, cents: 100_000_000 } as const;

export const broadcastMessages = {
  messageRequired: "Write the message",
  subjectRequired: "Write the subject of the e-mail",
  tooLong: (max: number) => `At most ${max} characters`,
  noRecipients: "No customer in this audience has given consent on this channel.",
  smsNotEnabled: "SMS is not enabled for this company. Ask support to enable SMS outreach.",
  overQuota: (needed: number, left: number) =>
    `This broadcast needs ${needed} SMS messages but only ${left} are left. Narrow the audience or shorten the message.`,
  queued: "Broadcast queued: it is being sent",
  range: "The lowest value cannot be above the highest",
  notFound: "Broadcast not found",
} as const;

/** What the composer states, for every broadcast (cannabis promotion rules in Canada). */
export const promotionRules = [
  "Send only to adults of legal age who opted in: the audience holds only customers who gave express consent.",
  "Keep it informational: prices, availability, store hours and events. No lifestyle or glamour claims, no endorsements, no appeal to young people.",
  "Every message names your store and carries an opt-out (Reply STOP, or the unsubscribe link), as CASL requires.",
] as const;

const optionalWhole = (max: number) =>
  z
    .number("Enter a whole number")
    .int("Enter a whole number")
    .min(0, "Enter 0 or more")
    .max(max, `At most ${max}`)
    .nullish()
    .transform((value) => value ?? null);

/** Every filter is optional; together they narrow the audience (and). Spend is in cents. */
export const ZAudience = z
  .object({
    channel: z.enum(consentChannels),
    /** Visited within the last N days. */
    visitedWithinDays: optionalWhole(broadcastLimits.days),
    /** Has not visited for at least N days (lapsed customers; never visited counts). */
    notVisitedForDays: optionalWhole(broadcastLimits.days),
    minSpent: optionalWhole(broadcastLimits.cents),
    maxSpent: optionalWhole(broadcastLimits.cents),
    minPoints: optionalWhole(broadcastLimits.cents),
    maxPoints: optionalWhole(broadcastLimits.cents),
    /** Has bought at this location. */
    locationId: ZId.nullish().transform((value) => value ?? null),
  })
  .refine((a) => a.minSpent === null || a.maxSpent === null || a.minSpent <= a.maxSpent, {
    message: broadcastMessages.range,
    path: ["maxSpent"],
  })
  .refine((a) => a.minPoints === null || a.maxPoints === null || a.minPoints <= a.maxPoints, {
    message: broadcastMessages.range,
    path: ["maxPoints"],
  });
export type AudienceInput = z.input<typeof ZAudience>;
export type Audience = z.output<typeof ZAudience>;

const ZCompanyId = z.coerce.number().int().positive();

export const ZOutreachCompany = z.object({ companyId: ZCompanyId });
export const ZAudienceInput = z.object({ companyId: ZCompanyId, audience: ZAudience });

export const ZBroadcastContent = z.object({
  subject: z.string().trim().max(broadcastLimits.subject, broadcastMessages.tooLong(broadcastLimits.subject)),
  message: z
    .string()
    .trim()
    .min(1, broadcastMessages.messageRequired)
    .max(broadcastLimits.message, broadcastMessages.tooLong(broadcastLimits.message)),
});

export const ZBroadcastInput = z
  .object({ companyId: ZCompanyId, audience: ZAudience, content: ZBroadcastContent })
  .refine((input) => input.audience.channel === "sms" || input.content.subject !== "", {
    message: broadcastMessages.subjectRequired,
    path: ["content", "subject"],
  });
export type BroadcastInput = z.input<typeof ZBroadcastInput>;

export const ZBroadcastRef = z.object({ companyId: ZCompanyId, broadcastId: ZId });
export const ZListBroadcastsInput = z.object({
  companyId: ZCompanyId,
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});

export const broadcastStatuses = ["queued", "sending", "sent", "failed"] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

export interface BroadcastView {
  id: string;
  channel: ConsentChannel;
  subject: string | null;
  message: string;
  audience: Audience;
  status: BroadcastStatus;
  /** Customers matching the audience with consent when it was sent. */
  audienceCount: number;
  delivered: number;
  /** Recipients who opted out from this broadcast (STOP or the unsubscribe link). */
  optedOut: number;
  /** Matching customers who had withdrawn consent by the time their chunk was sent. */
  skipped: number;
  /** SMS: messages (segments) reserved from the quota and used. */
  smsReserved: number;
  smsUsed: number;
  createdBy: string;
  createDate: string;
  finishDate: string | null;
}

export interface BroadcastPage {
  items: BroadcastView[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}

export interface BroadcastPreview {
  channel: ConsentChannel;
  /** The text exactly as a customer receives it (SMS with sender and opt-out; e-mail body with footer). */
  subject: string | null;
  text: string;
  characters: number;
  /** SMS only: segments per message, and the encoding that decides their size. */
  segments: number;
  encoding: "GSM-7" | "UCS-2";
  recipients: number;
  /** SMS messages the broadcast takes from the quota (recipients × segments); 0 for e-mail. */
  smsNeeded: number;
  /** What is left of the quota; null when SMS is not enabled (or for e-mail). */
  smsLeft: number | null;
}

const gsm7 =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const gsm7Extended = "^{}\\[~]|€";

/** SMS segments: GSM-7 fits 160 characters (153 a part when split), anything else UCS-2 70 (67 a part). */
export function smsSegments(text: string): { segments: number; encoding: "GSM-7" | "UCS-2"; units: number } {
  const chars = [...text];
  if (chars.every((char) => gsm7.includes(char) || gsm7Extended.includes(char))) {
    const units = chars.reduce((sum, char) => sum + (gsm7Extended.includes(char) ? 2 : 1), 0);
    return { segments: units <= 160 ? 1 : Math.ceil(units / 153), encoding: "GSM-7", units };
  }
  const units = text.length;
  return { segments: units <= 70 ? 1 : Math.ceil(units / 67), encoding: "UCS-2", units };
}

/** The SMS a customer receives: the store's name first and the opt-out last (CASL). */
export const smsText = (companyName: string, message: string): string =>
  `${companyName}: ${message} Reply STOP to opt out.`;

/** The e-mail body: the message, then who sent it and how to unsubscribe (CASL). */
export const emailText = (
  message: string,
  sender: { name: string; address: string | null },
  unsubscribeUrl: string,
): string =>
  [
    message,
    "",
    "--",
    `Sent by ${sender.name}${sender.address ? `, ${sender.address}` : ""}, because you agreed to hear from us.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
