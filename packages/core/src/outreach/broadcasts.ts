import { randomBytes } from "node:crypto";
import { Service } from "electrodb";
import { now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany, getLocation } from "../company/company";
import { queryPage } from "../db/pagination";
import { SmsQuota } from "../sms/sms-quota.entity";
import { audienceIndexOf } from "./audience";
import {
  broadcastMessages,
  emailText,
  smsSegments,
  smsText,
  ZAudienceInput,
  ZBroadcastInput,
  ZBroadcastRef,
  ZListBroadcastsInput,
  type Audience,
  type BroadcastInput,
  type BroadcastPage,
  type BroadcastPreview,
  type BroadcastView,
} from "./broadcast.schema";
import type { ConsentChannel } from "./consent.schema";
import { Broadcast, type BroadcastItem } from "./outreach.entity";
import type { z } from "zod";

const sendService = new Service({ broadcast: Broadcast, smsQuota: SmsQuota });

export const monthOf = (iso: string): string => iso.slice(0, 7);

/** A bad location reference is bad input (400), like every other reference. */
async function checkedAudience(companyId: number, audience: Audience): Promise<Audience> {
  if (audience.locationId !== null) {
    await getLocation(companyId, audience.locationId).catch(() => {
      throw new AppError("INVALID_INPUT", "Choose a location of this company");
    });
  }
  return audience;
}

/** Live: customers matching the filters, and how many of them may be messaged on the channel. */
export async function audienceCount(input: z.input<typeof ZAudienceInput>) {
  const { companyId, audience } = ZAudienceInput.parse(input);
  const index = await audienceIndexOf(companyId);
  return index.count(await checkedAudience(companyId, audience), now());
}

export function companyAddress(company: {
  street?: string;
  city?: string;
  addressProvince?: string;
  postalCode?: string;
}) {
  const parts = [company.street, company.city, company.addressProvince, company.postalCode].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

async function smsLeft(companyId: number): Promise<number | null> {
  const quota = await SmsQuota.get({ companyId }).go({ consistent: true });
  return quota.data ? quota.data.quantity : null;
}

function rendered(channel: ConsentChannel, companyName: string, address: string | null, message: string) {
  return channel === "sms"
    ? smsText(companyName, message)
    : emailText(message, { name: companyName, address }, "https://…/unsubscribe");
}

/** What each customer receives, its SMS segments, the recipients and what it takes from the SMS quota. */
export async function previewBroadcast(input: BroadcastInput): Promise<BroadcastPreview> {
  const { companyId, audience, content } = ZBroadcastInput.parse(input);
  const [company, count] = await Promise.all([getCompany(companyId), audienceCount({ companyId, audience })]);
  const text = rendered(audience.channel, company.name, companyAddress(company), content.message);
  const sms = smsSegments(text);
  const isSms = audience.channel === "sms";
  return {
    channel: audience.channel,
    subject: isSms ? null : content.subject,
    text,
    characters: [...text].length,
    segments: isSms ? sms.segments : 0,
    encoding: sms.encoding,
    recipients: count.reachable,
    smsNeeded: isSms ? count.reachable * sms.segments : 0,
    smsLeft: isSms ? await smsLeft(companyId) : null,
  };
}

const newBroadcastId = (): string =>
  `${Date.now().toString(36).padStart(9, "0")}${randomBytes(3).toString("hex")}`;

function toBroadcastView(item: BroadcastItem): BroadcastView {
  return {
    id: item.broadcastId,
    channel: item.channel,
    subject: item.subject ?? null,
    message: item.message,
    audience: item.audience,
    status: item.status,
    audienceCount: item.audienceCount,
    delivered: item.delivered,
    optedOut: item.optedOut,
    skipped: item.skipped,
    smsReserved: item.smsReserved,
    smsUsed: item.smsUsed,
    createdBy: item.createdBy,
    createDate: item.createDate,
    finishDate: item.finishDate ?? null,
  };
}

/**
 * Queues a broadcast for the job. An SMS broadcast reserves recipients × segments messages from the company's
 * quota in the same transaction, conditioned on what is left: two broadcasts racing can never both pass it.
 */
export async function sendBroadcast(userId: string, input: BroadcastInput): Promise<BroadcastView> {
  const parsed = ZBroadcastInput.parse(input);
  const { companyId, audience, content } = parsed;
  const preview = await previewBroadcast(parsed);
  if (audience.channel === "sms" && preview.smsLeft === null)
    throw new AppError("INVALID_INPUT", broadcastMessages.smsNotEnabled);
  if (preview.recipients === 0) throw new AppError("INVALID_INPUT", broadcastMessages.noRecipients);
  const at = nowIso();
  const item: BroadcastItem = {
    companyId,
    broadcastId: newBroadcastId(),
    channel: audience.channel,
    ...(audience.channel === "email" ? { subject: content.subject } : {}),
    message: content.message,
    audience,
    status: "queued",
    audienceCount: preview.recipients,
    delivered: 0,
    optedOut: 0,
    skipped: 0,
    segments: preview.segments,
    smsReserved: preview.smsNeeded,
    smsUsed: 0,
    createdBy: userId,
    createDate: at,
    queuedAt: `${at}#${companyId}`,
  };
  if (audience.channel === "email") {
    await Broadcast.create(item).go();
    return toBroadcastView(item);
  }
  const needed = preview.smsNeeded;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { data: quota } = await SmsQuota.get({ companyId }).go({ consistent: true });
    if (!quota) throw new AppError("INVALID_INPUT", broadcastMessages.smsNotEnabled);
    if (quota.quantity < needed)
      throw new AppError("INVALID_INPUT", broadcastMessages.overQuota(needed, quota.quantity));
    const sameMonth = quota.usedMonth === monthOf(at);
    const result = await sendService.transaction
      .write(({ broadcast, smsQuota }) => [
        smsQuota
          .patch({ companyId })
          .add({ quantity: -needed, ...(sameMonth ? { used: needed } : {}) })
          .set({ updateDate: at, ...(sameMonth ? {} : { used: needed, usedMonth: monthOf(at) }) })
          .where(
            (attributes, { gte, eq }) =>
              `${gte(attributes.quantity, needed)} AND ${eq(attributes.usedMonth, quota.usedMonth)}`,
          )
          .commit(),
        broadcast.create(item).commit(),
      ])
      .go();
    if (!result.canceled) return toBroadcastView(item);
  }
  throw new AppError("CONFLICT", "The SMS quota is changing: try again");
}

export async function listBroadcasts(input: z.input<typeof ZListBroadcastsInput>): Promise<BroadcastPage> {
  const { companyId, limit, lastEvaluatedKey } = ZListBroadcastsInput.parse(input);
  const page = await queryPage(
    Broadcast.query.byCompany({ companyId }).params({ order: "desc" }),
    (items) => Broadcast.parse({ Items: items }).data,
    { limit, lastEvaluatedKey },
  );
  return { ...page, items: page.items.map(toBroadcastView) };
}

export async function getBroadcast(input: z.input<typeof ZBroadcastRef>): Promise<BroadcastView> {
  const { companyId, broadcastId } = ZBroadcastRef.parse(input);
  const result = await Broadcast.get({ companyId, broadcastId }).go({ consistent: true });
  if (!result.data) throw new AppError("NOT_FOUND", broadcastMessages.notFound);
  return toBroadcastView(result.data);
}
