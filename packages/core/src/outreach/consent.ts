import { randomBytes } from "node:crypto";
import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { CustomerEntity, type CustomerItem } from "../customers/customer.entity";
import { readCustomer } from "../customers/customers";
import { ZCustomerRef, type CustomerRef } from "../customers/customer.schema";
import {
  consentMessages,
  ZSetConsentInput,
  type ChannelConsent,
  type ConsentDetails,
  type ConsentChannel,
  type CustomerConsent,
  type SetConsentInput,
  type WithdrawalSource,
} from "./consent.schema";
import { Broadcast, ConsentLog } from "./outreach.entity";

const consentService = new Service({
  customer: CustomerEntity,
  consentLog: ConsentLog,
  broadcast: Broadcast,
});

function channelConsent(item: CustomerItem, channel: ConsentChannel): ChannelConsent {
  const status = channel === "sms" ? item.smsConsent : item.emailConsent;
  const date = channel === "sms" ? item.smsConsentDate : item.emailConsentDate;
  const source = channel === "sms" ? item.smsConsentSource : item.emailConsentSource;
  return {
    status: status ?? "none",
    date: date ?? null,
    source: (source as WithdrawalSource | undefined) ?? null,
  };
}

const consentOf = (item: CustomerItem): CustomerConsent => ({
  sms: channelConsent(item, "sms"),
  email: channelConsent(item, "email"),
});

const consentFields = (
  channel: ConsentChannel,
  status: "granted" | "withdrawn",
  source: WithdrawalSource,
  at: string,
) =>
  channel === "sms"
    ? { smsConsent: status, smsConsentDate: at, smsConsentSource: source, updateDate: at }
    : { emailConsent: status, emailConsentDate: at, emailConsentSource: source, updateDate: at };

const entryId = (at: string) => `${at}#${randomBytes(4).toString("hex")}`;

/** Staff record consent given or withdrawn, with where the customer said so; the change is logged. */
export async function setConsent(userId: string, input: SetConsentInput): Promise<ConsentDetails> {
  const { companyId, customerId, channel, granted, source } = ZSetConsentInput.parse(input);
  const item = await readCustomer(companyId, customerId);
  if (granted && channel === "sms" && !item.phone)
    throw new AppError("INVALID_INPUT", consentMessages.noPhone);
  if (granted && channel === "email" && !item.email)
    throw new AppError("INVALID_INPUT", consentMessages.noEmail);
  const at = nowIso();
  const status = granted ? "granted" : "withdrawn";
  await consentService.transaction
    .write(({ customer, consentLog }) => [
      customer
        .patch({ companyId, customerId })
        .set(consentFields(channel, status, source, at))
        .commit(),
      consentLog
        .create({
          companyId,
          customerId,
          entryId: entryId(at),
          channel,
          status,
          source,
          actorId: userId,
          createDate: at,
        })
        .commit(),
    ])
    .go();
  return consentDetails({ companyId, customerId });
}

/**
 * The customer withdrew consent (STOP, the unsubscribe link): recorded once, counted on the broadcast that
 * carried the opt-out. False when consent was not granted any more (nothing written).
 */
export async function withdrawConsent(
  target: { companyId: number; customerId: string; broadcastId: string | null },
  channel: ConsentChannel,
  source: "stop" | "unsubscribe",
): Promise<boolean> {
  const { companyId, customerId, broadcastId } = target;
  const at = nowIso();
  const result = await consentService.transaction
    .write(({ customer, consentLog, broadcast }) => [
      customer
        .patch({ companyId, customerId })
        .set(consentFields(channel, "withdrawn", source, at))
        .where((attributes, { eq }) =>
          channel === "sms" ? eq(attributes.smsConsent, "granted") : eq(attributes.emailConsent, "granted"),
        )
        .commit(),
      consentLog
        .create({
          companyId,
          customerId,
          entryId: entryId(at),
          channel,
          status: "withdrawn",
          source,
          actorId: "customer",
          ...(broadcastId ? { broadcastId } : {}),
          createDate: at,
        })
        .commit(),
      ...(broadcastId ? [broadcast.patch({ companyId, broadcastId }).add({ optedOut: 1 }).commit()] : []),
    ])
    .go();
  return !result.canceled;
}

/** The customer's consent per channel and its latest changes, newest first. */
export async function consentDetails(ref: CustomerRef): Promise<ConsentDetails> {
  const { companyId, customerId } = ZCustomerRef.parse(ref);
  const [item, log] = await Promise.all([
    readCustomer(companyId, customerId),
    ConsentLog.query.byCustomer({ companyId, customerId }).go({ order: "desc", limit: 20 }),
  ]);
  return {
    ...consentOf(item),
    history: log.data.map((entry) => ({
      channel: entry.channel,
      status: entry.status,
      source: entry.source as WithdrawalSource,
      date: entry.createDate,
    })),
  };
}
