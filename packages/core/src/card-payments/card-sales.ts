import type { DeviceActor } from "../common/actor";
import { now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { formatCents } from "../common/money";
import { isConditionFailure } from "../db/conditions";
import { getActiveDevice } from "../device/device";
import { announce } from "../realtime/outbox";
import { openShiftOf } from "../shifts/shift-store";
import { cardProvider } from "./card-provider-client";
import { CardProviderError, type ProviderSale } from "./card-provider";
import { CardSale, type CardSaleItem } from "./card-payments.entity";
import {
  cardPaymentMessages,
  ZCardSaleRef,
  ZStartCardSaleInput,
  type CardSaleView,
  type StartCardSaleInput,
} from "./card-payments.schema";
import { optionOf } from "./payment-options";

export const isUnfinished = (status: CardSaleItem["status"]) =>
  status === "PENDING" || status === "PROCESSING";
export const isApproved = (status: CardSaleItem["status"]) =>
  status === "APPROVED" || status === "PARTIALLY_APPROVED";

export const toCardSaleView = (item: CardSaleItem): CardSaleView => ({
  idempotencyKey: item.idempotencyKey,
  provider: item.provider,
  deviceId: item.deviceId,
  status: item.status,
  unfinished: isUnfinished(item.status),
  requestedAmount: item.requestedAmount,
  chargedAmount: item.chargedAmount,
  tipAmount: item.tipAmount,
  cardType: item.cardType ?? null,
  referenceId: item.referenceId ?? null,
  providerPaymentId: item.providerPaymentId ?? null,
  failReason: item.failReason ?? null,
  usedByPaymentId: item.usedByPaymentId ?? null,
  createDate: item.createDate,
  updateDate: item.updateDate,
});

export async function readCardSale(companyId: number, idempotencyKey: string): Promise<CardSaleItem | null> {
  return (await CardSale.get({ companyId, idempotencyKey }).go({ consistent: true })).data;
}

async function ownSale(actor: DeviceActor, idempotencyKey: string): Promise<CardSaleItem> {
  const item = await readCardSale(actor.companyId, idempotencyKey);
  if (!item || item.deviceId !== actor.deviceId)
    throw new AppError("NOT_FOUND", cardPaymentMessages.notFound);
  return item;
}

/** Records what the provider says, publishes a change on the register's cardTransactions topic. */
async function record(
  item: CardSaleItem,
  sale: ProviderSale | null,
  ended?: { status: "FAILED" | "CANCELLED"; reason: string },
): Promise<CardSaleItem> {
  const next: CardSaleItem = sale
    ? {
        ...item,
        status: sale.status,
        chargedAmount: sale.chargedAmount,
        tipAmount: sale.tipAmount,
        cardType: sale.cardType ?? undefined,
        referenceId: sale.referenceId ?? undefined,
        providerPaymentId: sale.id,
        failReason: sale.failReason ?? undefined,
      }
    : { ...item, status: ended?.status ?? "FAILED", failReason: ended?.reason };
  const changed =
    next.status !== item.status ||
    next.chargedAmount !== item.chargedAmount ||
    next.providerPaymentId !== item.providerPaymentId;
  if (!changed) return item;
  const updated = { ...next, updateDate: nowIso() };
  const { companyId, idempotencyKey } = item;
  const patch = CardSale.patch({ companyId, idempotencyKey });
  // While approved and taken by no sale the payment holds the customer's money: the void job can find it.
  const held = isApproved(updated.status)
    ? patch.set({ heldQueue: "held", heldSince: updated.updateDate })
    : patch.remove(["heldSince"]);
  await held
    .set({
      status: updated.status,
      chargedAmount: updated.chargedAmount,
      tipAmount: updated.tipAmount,
      updateDate: updated.updateDate,
      ...(updated.cardType ? { cardType: updated.cardType } : {}),
      ...(updated.referenceId ? { referenceId: updated.referenceId } : {}),
      ...(updated.providerPaymentId ? { providerPaymentId: updated.providerPaymentId } : {}),
      ...(updated.failReason ? { failReason: updated.failReason } : {}),
    })
    // A sale already final (or taken by a checkout) is never moved back.
    .where(
      (attributes, { eq, notExists }) =>
        `${eq(attributes.status, item.status)} AND ${notExists(attributes.usedByPaymentId)}`,
    )
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  await announce({
    companyId,
    topic: "cardTransactions",
    event: "updated",
    data: toCardSaleView(updated),
    deviceId: item.deviceId,
  });
  return updated;
}

/**
 * Asks the provider with the sale's own key: a sale it never received is started (again), one it has is read.
 * A provider that refuses the sale (terminal offline, unknown terminal) fails it; one that cannot be reached
 * leaves it as it is, to be asked again.
 */
async function sync(item: CardSaleItem): Promise<CardSaleItem> {
  const provider = cardProvider();
  try {
    if (item.providerPaymentId) return await record(item, await provider.sale(item.providerPaymentId));
    const started = await provider.startSale(item.idempotencyKey, {
      merchantId: item.merchantId,
      provider: item.provider,
      terminalId: item.terminalId,
      transactionAmount: item.requestedAmount,
      payload: {
        deviceId: item.deviceId,
        offlinePaymentId: item.idempotencyKey,
        currentShiftId: item.shiftId,
      },
    });
    return await record(item, started);
  } catch (error) {
    if (error instanceof CardProviderError && error.kind === "refused")
      return record(item, null, { status: "FAILED", reason: error.message });
    if (error instanceof CardProviderError) return item;
    throw error;
  }
}

/**
 * cardPayments.start: a card payment on the provider's terminal for the register's location. The key is stored
 * first; the same key again (a reload, a lost answer, a restarted server) continues the same payment and never
 * charges twice. The provider minimum and maximum apply (refunds are not started here).
 */
export async function startCardSale(actor: DeviceActor, input: StartCardSaleInput): Promise<CardSaleView> {
  const data = ZStartCardSaleInput.parse(input);
  const { device, shift } = await openShiftOf(actor);
  const existing = await readCardSale(actor.companyId, data.idempotencyKey);
  if (existing) {
    const same =
      existing.deviceId === actor.deviceId &&
      existing.provider === data.provider &&
      existing.requestedAmount === data.amount;
    if (!same) throw new AppError("CONFLICT", cardPaymentMessages.keyReused);
    return toCardSaleView(isUnfinished(existing.status) ? await sync(existing) : existing);
  }
  const option = await optionOf(actor.companyId, device.locationId, data.provider).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "NOT_FOUND"
      ? new AppError("INVALID_INPUT", cardPaymentMessages.optionOff)
      : error;
  });
  if (data.amount < option.minimumChargeAmount)
    throw new AppError(
      "INVALID_INPUT",
      cardPaymentMessages.belowMinimum(formatCents(option.minimumChargeAmount)),
    );
  if (data.amount > option.maximumChargeAmount)
    throw new AppError(
      "INVALID_INPUT",
      cardPaymentMessages.aboveMaximum(formatCents(option.maximumChargeAmount)),
    );
  const at = nowIso();
  const item: CardSaleItem = {
    companyId: actor.companyId,
    idempotencyKey: data.idempotencyKey,
    provider: data.provider,
    merchantId: option.merchantId,
    terminalId: option.terminalId,
    locationId: device.locationId,
    deviceId: device.deviceId,
    shiftId: shift.shiftId,
    status: "PENDING",
    requestedAmount: data.amount,
    checkoutKey: data.checkoutKey ?? data.idempotencyKey,
    chargedAmount: 0,
    tipAmount: 0,
    createDate: at,
    updateDate: at,
  };
  const created = await CardSale.create(item)
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return false;
      throw error;
    });
  if (!created) return startCardSale(actor, input);
  return toCardSaleView(await sync(item));
}

/** cardPayments.status: the payment as the provider has it now (the register polls this and hears the topic). */
export async function cardSaleStatus(
  actor: DeviceActor,
  input: { idempotencyKey: string },
): Promise<CardSaleView> {
  const { idempotencyKey } = ZCardSaleRef.parse(input);
  const item = await ownSale(actor, idempotencyKey);
  return toCardSaleView(isUnfinished(item.status) ? await sync(item) : item);
}

/** cardPayments.cancel: voids an unfinished payment, or an approved one no sale took (void before capture). */
export async function cancelCardSale(
  actor: DeviceActor,
  input: { idempotencyKey: string },
): Promise<CardSaleView> {
  const { idempotencyKey } = ZCardSaleRef.parse(input);
  const item = await sync(await ownSale(actor, idempotencyKey));
  if (item.status === "CANCELLED") return toCardSaleView(item);
  const cancellable = !item.usedByPaymentId && !["DECLINED", "FAILED"].includes(item.status);
  if (!cancellable) throw new AppError("CONFLICT", cardPaymentMessages.notCancellable);
  if (!item.providerPaymentId)
    return toCardSaleView(
      await record(item, null, { status: "CANCELLED", reason: "Cancelled at the register" }),
    );
  try {
    return toCardSaleView(await record(item, await cardProvider().cancelSale(item.providerPaymentId)));
  } catch (error) {
    if (error instanceof CardProviderError)
      throw new AppError("CONFLICT", `${cardPaymentMessages.failedPayment}: ${error.message}`);
    throw error;
  }
}

/** A register resumes only the last week's card payments: a device's whole history is never read. */
const resumeWindowMs = 7 * 86_400_000;

/**
 * The void job's half: an approved payment no sale took since the bound is voided at the provider (void before
 * capture), so a closed tab does not keep the customer's money. A sale taking it meanwhile wins (record's condition).
 */
export async function voidHeldCardSale(item: CardSaleItem): Promise<boolean> {
  const current = await readCardSale(item.companyId, item.idempotencyKey);
  if (!current || current.usedByPaymentId || !isApproved(current.status) || !current.providerPaymentId)
    return false;
  // Claimed before the provider is asked, and never released: a sale racing the job cannot take money being voided.
  const claimed = await CardSale.patch({
    companyId: current.companyId,
    idempotencyKey: current.idempotencyKey,
  })
    .set({ voidingSince: current.voidingSince ?? nowIso() })
    .where(
      (attributes, { eq, notExists }) =>
        `${notExists(attributes.usedByPaymentId)} AND ${eq(attributes.status, current.status)}`,
    )
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return false;
      throw error;
    });
  if (!claimed) return false;
  const voided = await record(current, await cardProvider().cancelSale(current.providerPaymentId));
  return voided.status === "CANCELLED";
}

/**
 * cardPayments.unfinished: the register's card payments that still need it: pending or processing (unfinished),
 * and approved ones no sale took yet (to finish the sale with, or cancel). The register resumes them after a reload.
 */
export async function unfinishedCardSales(actor: DeviceActor): Promise<CardSaleView[]> {
  await getActiveDevice(actor.companyId, actor.deviceId);
  const since = new Date(now().getTime() - resumeWindowMs).toISOString();
  const { data } = await CardSale.query
    .byDevice({ companyId: actor.companyId, deviceId: actor.deviceId })
    .gte({ createDate: since })
    .go({ pages: "all", order: "desc" });
  return data
    .filter((item) => isUnfinished(item.status) || (isApproved(item.status) && !item.usedByPaymentId))
    .map(toCardSaleView);
}
