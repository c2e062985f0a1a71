import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { formatCents } from "../common/money";
import { isConditionFailure } from "../db/conditions";
import { getActiveDevice } from "../device/device";
import { employeeAtRegister } from "../employees/register-employee";
import { ExternalCharge, toChargeView, type ChargeView } from "../payments/external-charge.entity";
import { giftCardFailure, giftCardProvider } from "./gift-card-account";
import type { GiftCardProvider } from "./gift-card-provider";
import type { WireMovement } from "./gift-card-wire";
import { GiftCard, GiftCardCredit } from "./gift-card.entity";
import {
  giftCardMessages,
  maskCardNumber,
  ZGiftCardRef,
  ZRedeemGiftCardInput,
  ZRefundToGiftCardInput,
  type GiftCardBalanceView,
  type GiftCardCreditView,
  type GiftCardLiabilityView,
} from "./gift-cards.schema";

/** Keeps the company's copy of the card as the provider answered, unless a newer answer is already kept. */
export async function mirrorCard(companyId: number, movement: WireMovement): Promise<void> {
  const key = { companyId, cardNumber: movement.cardNumber };
  const kept = (await GiftCard.get(key).go({ consistent: true })).data;
  if (kept && kept.sequence >= movement.sequence) return;
  const at = nowIso();
  await GiftCard.put({
    ...key,
    balance: movement.balance,
    sequence: movement.sequence,
    issuedAt: kept?.issuedAt ?? at,
    updateDate: at,
  })
    .where(
      (attributes, { notExists, lt }) =>
        `${notExists(attributes.sequence)} OR ${lt(attributes.sequence, movement.sequence)}`,
    )
    .go()
    .catch((error: unknown) => {
      // A newer answer was kept meanwhile.
      if (!isConditionFailure(error)) throw error;
    });
}

async function insufficient(provider: GiftCardProvider, cardNumber: string): Promise<AppError> {
  const card = await provider.balance(cardNumber);
  return new AppError(
    "CONFLICT",
    giftCardMessages.insufficient(formatCents(card.kind === "ok" ? card.body.balance : 0)),
  );
}

export async function giftCardBalance(actor: DeviceActor, input: unknown): Promise<GiftCardBalanceView> {
  const { cardNumber } = ZGiftCardRef.parse(input);
  const provider = await giftCardProvider(actor.companyId);
  const call = await provider.balance(cardNumber);
  if (call.kind === "failed") throw giftCardFailure(call);
  return { cardNumber, masked: maskCardNumber(cardNumber), balance: call.body.balance };
}

/**
 * Takes an amount off a gift card for the open sale, recorded as a charge its checkout counts as a tender. The
 * provider is sent the charge's key, so a retry never redeems twice; a card with less than asked is refused with
 * its balance (the register then asks for what the card holds, and the rest stays due).
 */
export async function redeemGiftCard(actor: DeviceActor, input: unknown): Promise<ChargeView> {
  const data = ZRedeemGiftCardInput.parse(input);
  const { companyId } = actor;
  const key = { companyId, chargeId: data.idempotencyKey };
  const before = (await ExternalCharge.get(key).go({ consistent: true })).data;
  if (before) {
    if (before.checkoutKey !== data.checkoutKey || before.requested !== data.amount)
      throw new AppError("CONFLICT", giftCardMessages.keyReused);
    return toChargeView(before);
  }
  const [device, provider] = await Promise.all([
    getActiveDevice(companyId, actor.deviceId),
    giftCardProvider(companyId),
  ]);
  const call = await provider.redeem(data.cardNumber, {
    amount: data.amount,
    idempotencyKey: data.idempotencyKey,
  });
  if (call.kind === "failed") {
    if (call.error === "insufficient_balance") throw await insufficient(provider, data.cardNumber);
    throw giftCardFailure(call);
  }
  await mirrorCard(companyId, call.body);
  const at = nowIso();
  const item = {
    ...key,
    kind: "giftCard" as const,
    status: "approved" as const,
    checkoutKey: data.checkoutKey,
    deviceId: actor.deviceId,
    locationId: device.locationId,
    requested: data.amount,
    amount: call.body.amount,
    transactionId: call.body.transactionId,
    label: `Gift card ${maskCardNumber(data.cardNumber)}`,
    cardNumber: data.cardNumber,
    heldSince: at,
    createDate: at,
    updateDate: at,
  };
  await ExternalCharge.put(item).go();
  return toChargeView(item);
}

/**
 * giftCards.refundToCard: puts value on a card outside a sale with the passcode of an employee who may issue
 * refunds, and keeps who, where and why (GiftCardCredit). The provider answers a repeated key with its first
 * answer, and the record is written once per key, so a retry never credits twice.
 */
export async function refundToGiftCard(actor: DeviceActor, input: unknown): Promise<GiftCardBalanceView> {
  const data = ZRefundToGiftCardInput.parse(input);
  const employee = await employeeAtRegister(actor, { passcode: data.passcode });
  if (!employee.permissions.includes("CAN_ISSUE_REFUNDS"))
    throw new AppError("FORBIDDEN", giftCardMessages.noRefundPermission);
  const provider = await giftCardProvider(actor.companyId);
  const call = await provider.refund(data.cardNumber, {
    amount: data.amount,
    idempotencyKey: data.idempotencyKey,
  });
  if (call.kind === "failed") throw giftCardFailure(call);
  await mirrorCard(actor.companyId, call.body);
  const masked = maskCardNumber(data.cardNumber);
  await GiftCardCredit.create({
    companyId: actor.companyId,
    creditId: data.idempotencyKey,
    masked,
    amount: data.amount,
    balanceAfter: call.body.balance,
    employeeId: employee.id,
    employeeName: employee.name,
    reason: data.reason,
    locationId: employee.locationId,
    deviceId: actor.deviceId,
    createDate: nowIso(),
  })
    .go()
    .catch((error: unknown) => {
      // Recorded by the first call with this key.
      if (!isConditionFailure(error)) throw error;
    });
  return { cardNumber: data.cardNumber, masked, balance: call.body.balance };
}

/**
 * Activates (first load) or reloads each gift card the sale sells, before the sale is recorded. Each load's key
 * is the checkout's key and the line's id, so a retried checkout loads every card once.
 */
export async function loadSoldGiftCards(
  companyId: number,
  checkoutKey: string,
  loads: { lineId: string; cardNumber: string; amount: number }[],
): Promise<void> {
  if (loads.length === 0) return;
  const provider = await giftCardProvider(companyId);
  for (const load of loads) {
    const call = await provider.load(load.cardNumber, {
      amount: load.amount,
      idempotencyKey: `${checkoutKey}:${load.lineId}`,
    });
    if (call.kind === "failed") throw giftCardFailure(call);
    await mirrorCard(companyId, call.body);
  }
}

/** How many of the latest credits settings/giftcards lists. */
const listedCredits = 20;

async function latestCredits(companyId: number): Promise<GiftCardCreditView[]> {
  const { data } = await GiftCardCredit.query
    .byCompany({ companyId })
    .go({ order: "desc", limit: listedCredits });
  return data.map((credit) => ({
    masked: credit.masked,
    amount: credit.amount,
    balanceAfter: credit.balanceAfter,
    employeeName: credit.employeeName,
    reason: credit.reason,
    locationId: credit.locationId,
    createDate: credit.createDate,
  }));
}

/** settings/giftcards: what the owner owes holders of the cards it issued, newest balance first known. */
export async function giftCardLiability(companyId: number): Promise<GiftCardLiabilityView> {
  const cards = await GiftCard.query.byCompany({ companyId }).go({ pages: "all" });
  const rows = cards.data
    .filter((card) => card.balance !== 0)
    .map((card) => ({
      masked: maskCardNumber(card.cardNumber),
      balance: card.balance,
      issuedAt: card.issuedAt,
      updateDate: card.updateDate,
    }))
    .sort((a, b) => b.balance - a.balance || a.issuedAt.localeCompare(b.issuedAt));
  return {
    cards: rows,
    credits: await latestCredits(companyId),
    total: rows.reduce((sum, row) => sum + row.balance, 0),
    count: rows.length,
  };
}
