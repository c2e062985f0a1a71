import type { DeviceActor } from "../common/actor";
import { now, nowIso } from "../common/clock";
import { CardSale } from "../card-payments/card-payments.entity";
import { voidHeldCardSale } from "../card-payments/card-sales";
import { giftCardFailure, giftCardProvider } from "../gift-cards/gift-card-account";
import { ZOpenSaleChargesInput } from "../gift-cards/gift-cards.schema";
import { mirrorCard } from "../gift-cards/gift-cards";
import { merchantIdOf, terminalFailure, terminalProvider } from "../terminals/terminals";
import { terminalMessages } from "../terminals/terminals.schema";
import { isConditionFailure } from "../db/conditions";
import { ExternalCharge, type ExternalChargeItem } from "./external-charge.entity";

/** An approved charge no sale counted for this long is voided by the job (the register voids its own at once). */
export const heldChargeBoundMs = 30 * 60_000;
/** Charges and card payments the job voids per run at most (the rest the next minute). */
const perRun = 50;

/** Marks the charge as being voided, unless a sale counted it first; a sale can no longer count it afterwards. */
async function claim(item: ExternalChargeItem): Promise<boolean> {
  return ExternalCharge.patch({ companyId: item.companyId, chargeId: item.chargeId })
    .set({ status: "voiding", updateDate: nowIso() })
    .where(
      (attributes, { eq, notExists }) =>
        `(${eq(attributes.status, "approved")} OR ${eq(attributes.status, "voiding")}) AND ${notExists(attributes.usedByPaymentId)}`,
    )
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return false;
      throw error;
    });
}

/** Gives the money back: a terminal approval is voided (its hold released), a gift-card redemption put back. */
async function giveBack(item: ExternalChargeItem): Promise<void> {
  if (item.kind === "terminal") {
    const call = await terminalProvider().void(merchantIdOf(item.companyId, item.locationId), {
      originalReference: item.chargeId,
    });
    if (call.kind === "failed") throw terminalFailure(call, terminalMessages.voidFailed);
    return;
  }
  const provider = await giftCardProvider(item.companyId);
  const call = await provider.refund(item.cardNumber ?? "", {
    amount: item.amount,
    idempotencyKey: `void:${item.chargeId}`,
  });
  if (call.kind === "failed") throw giftCardFailure(call);
  await mirrorCard(item.companyId, call.body);
}

/**
 * Voids one approved charge no sale counted. The charge is claimed first ("voiding"), so a checkout racing the
 * void fails instead of counting money that goes back; the provider is asked with keys derived from the charge,
 * so a void retried after a failure (it stays "voiding" and held) never gives the money back twice.
 */
export async function voidCharge(item: ExternalChargeItem): Promise<boolean> {
  if (!(await claim(item))) return false;
  await giveBack(item);
  await ExternalCharge.patch({ companyId: item.companyId, chargeId: item.chargeId })
    .set({ status: "voided", updateDate: nowIso() })
    .remove(["heldSince"])
    .go();
  return true;
}

/**
 * payments.voidOpenSaleCharges: the register abandoned an open sale (the cart was cleared or changed) after a
 * terminal approval, a gift-card redemption or a card payment for it; whatever of it no sale counted is given
 * back at once. A provider that fails leaves the charge to the job.
 */
export async function voidOpenSaleCharges(
  actor: DeviceActor,
  input: unknown,
): Promise<{ voided: number; left: number }> {
  const { checkoutKey } = ZOpenSaleChargesInput.parse(input);
  const key = { companyId: actor.companyId, checkoutKey };
  const [charges, cardSales] = await Promise.all([
    ExternalCharge.query.byCheckout(key).go({ pages: "all" }),
    CardSale.query.byCheckout(key).go({ pages: "all" }),
  ]);
  const held = charges.data.filter(
    (charge) =>
      charge.deviceId === actor.deviceId &&
      (charge.status === "approved" || charge.status === "voiding") &&
      !charge.usedByPaymentId,
  );
  const ownCardSales = cardSales.data.filter((sale) => sale.deviceId === actor.deviceId);
  const outcomes = await Promise.allSettled([
    ...held.map((charge) => voidCharge(charge)),
    ...ownCardSales.map((sale) => voidHeldCardSale(sale)),
  ]);
  const voided = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value).length;
  return { voided, left: outcomes.filter((outcome) => outcome.status === "rejected").length };
}

async function eachSettled<T>(items: readonly T[], run: (item: T) => Promise<boolean>) {
  let voided = 0;
  let failed = 0;
  for (const item of items)
    await run(item).then(
      (done) => {
        if (done) voided += 1;
      },
      () => {
        failed += 1;
      },
    );
  return { voided, failed };
}

/**
 * The "void-held-charges" job: terminal approvals, gift-card redemptions and card payments approved longer than
 * the bound ago that no sale took are voided, so a closed tab does not keep the customer's money.
 */
export async function runHeldChargeVoids(boundMs = heldChargeBoundMs) {
  const cutoff = new Date(now().getTime() - boundMs).toISOString();
  // The index's partition is shared with other entities' sparse indexes: bound the range on both sides.
  const since = { heldSince: "0" };
  const until = { heldSince: cutoff };
  const [charges, cardSales] = await Promise.all([
    ExternalCharge.query.held({}).between(since, until).go({ limit: perRun }),
    CardSale.query.held({ heldQueue: "held" }).between(since, until).go({ limit: perRun }),
  ]);
  const external = await eachSettled(charges.data, voidCharge);
  const card = await eachSettled(cardSales.data, voidHeldCardSale);
  return { voided: external.voided + card.voided, failed: external.failed + card.failed };
}
