import { createHash, randomUUID } from "node:crypto";
import type { DeviceActor } from "../common/actor";
import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { multiplierOf } from "../customers/loyalty-account";
import { readCustomer } from "../customers/customers";
import { assertOfLegalAge } from "../customers/legal-age";
import { getActiveDevice } from "../device/device";
import { listDiscounts } from "../discounts/discounts";
import { centsToPoints, pointsEarned } from "../discounts/loyalty";
import { PaymentQueue } from "../payment-queue/payment-queue.entity";
import { findShift, registerState, shiftMessages } from "../shifts/shift-store";
import { shiftTotalChanges } from "../shifts/shift-totals";
import { nextId } from "../db/counters";
import { paymentMessages, ZCheckoutInput, type CheckoutInput, type PaymentView } from "./payment.schema";
import { buildPaymentItem } from "./payment-item";
import { priceOnServer, pricingSettings, readCompany, usesTaxConfig } from "./sale-quote";
import { discountsNeedingApproval } from "./discount-approval";
import {
  assertDiscountsApproved,
  limitApprover,
  overridesPrice,
  priceOverrideApprover,
} from "./sale-approvals";
import { locationGate } from "../compliance/product-gate";
import { assertSellable, readSaleCatalog, usesCategories } from "./sale-catalog";
import { settleTenders } from "./settle-tenders";
import { saleStock } from "./stock-moves";
import { assertLoyaltyTender, tenderTransactions } from "./tender-transactions";
import { chargesOfTenders, giftCardLoads, loadSoldGiftCards, withCharges } from "./external-tenders";
import { unitPriceOf } from "./quote";
import { assertFeeLines } from "./payment-fees";
import { assertNotHeldElsewhere } from "../payment-queue/payment-queue-store";
import { cardTenderSales, tipLine, withCardDetails } from "../card-payments/card-tenders";
import { commit, replay, type CheckoutData } from "./checkout-commit";
import {
  maxTransactionItems,
  transactionSize,
  type CheckoutWrite,
  type LoyaltyChange,
} from "./checkout-write";

/** The request without its key, in a fixed form: a retry hashes the same, another cart does not. */
const hashOf = ({ idempotencyKey: _key, ...request }: CheckoutData): string =>
  createHash("sha256").update(JSON.stringify(request)).digest("hex");

/** The entry the sale completes: PENDING at the location and not open at another register (resumed there). */
async function pendingQueueEntry(
  { companyId, locationId, deviceId }: { companyId: number; locationId: string; deviceId: string },
  paymentQueueId: string | null,
) {
  if (!paymentQueueId) return null;
  const entry = (await PaymentQueue.get({ companyId, paymentQueueId }).go({ consistent: true })).data;
  if (!entry || entry.locationId !== locationId || entry.status !== "PENDING")
    throw new AppError("CONFLICT", paymentMessages.queueNotPending);
  assertNotHeldElsewhere(entry, deviceId);
  return entry;
}

/** sales.checkout: prices the cart again, checks approvals and tenders, and records the sale in one transaction. */
export async function checkout(actor: DeviceActor, input: CheckoutInput): Promise<PaymentView> {
  const data = ZCheckoutInput.parse(input);
  const { companyId } = actor;
  const requestHash = hashOf(data);
  const [device, state, company, replayed, discounts, customer] = await Promise.all([
    getActiveDevice(companyId, actor.deviceId),
    registerState(companyId, actor.deviceId),
    readCompany(companyId),
    replay(companyId, data, requestHash),
    listDiscounts(companyId),
    data.customerId ? readCustomer(companyId, data.customerId) : Promise.resolve(null),
  ]);
  if (replayed) return replayed;
  if (!state.openShiftId) throw new AppError("NOT_FOUND", shiftMessages.notFound);
  const { locationId } = device;
  const productIds = data.lines.map((line) => line.productId);
  // The number is taken alongside the reads: a refused sale leaves a gap in the numbers, as a voided one would.
  const gate = await locationGate(company, locationId);
  const [shift, catalog, queue, number] = await Promise.all([
    findShift(companyId, state.openShiftId),
    readSaleCatalog(companyId, locationId, productIds, {
      categories: usesCategories(discounts),
      lotTracking: company.isBatchTracking,
      gate,
      taxConfig: usesTaxConfig(company),
    }),
    pendingQueueEntry(device, data.paymentQueueId),
    nextId(`payment#${companyId}`),
  ]);
  if (!shift.currentUserId) throw new AppError("INVALID_INPUT", paymentMessages.noEmployee);
  assertSellable(data.lines, catalog);
  assertFeeLines(data.lines, catalog.products);
  const seller = { id: shift.currentUserId, name: shift.currentUserName ?? "" };
  const settings = pricingSettings(company);
  const moment = now();
  const at = moment.toISOString();
  if (customer)
    assertOfLegalAge(customer.birthday ?? null, moment, company.timezone, company.country, company.province);
  const quote = priceOnServer(data, { company, catalog, discounts, customer, locationId, at });
  if (quote.total !== data.expectedTotal)
    throw new AppError("CONFLICT", paymentMessages.totalChanged, { total: quote.total });

  const where = { companyId, locationId, seller };
  const overrides = data.lines.some((line) => overridesPrice(line, catalog.products[line.productId]!));
  const grantedBy = queue?.externalSourceId ? queue.paymentLines : null;
  const discountIds = discountsNeedingApproval({ ...data, grantedBy }, discounts);
  const [priceApprover, , approver] = await Promise.all([
    priceOverrideApprover(actor, where, overrides, data.priceOverridePasscode),
    assertDiscountsApproved(actor, where, discountIds, data.discountPasscode),
    limitApprover(actor, quote, data.limitOverridePasscode),
  ]);
  const multiplier = multiplierOf(company.metaData);
  const loyaltyOn = settings.internalLoyalty && !settings.externalLoyalty;
  assertLoyaltyTender(quote.total, data.tenders, {
    enabled: loyaltyOn,
    points: customer?.loyaltyPoints ?? null,
    discountPoints: quote.loyaltyDiscountPoints,
  });
  const cardSales = await cardTenderSales(companyId, actor.deviceId, data.tenders);
  const tip = tipLine(cardSales.reduce((sum, sale) => sum + sale.tipAmount, 0));
  // A card's tip raises what the sale charges; the goods' total was checked above.
  const charged = quote.total + (tip?.total ?? 0);
  const settlement = settleTenders(charged, data.tenders, {
    pennyRounding: company.metaData.pennyRounding === "true",
  });
  if (settlement.remaining > 0) throw new AppError("INVALID_INPUT", paymentMessages.notEnoughTendered);
  const charges = await chargesOfTenders(companyId, device.deviceId, data.idempotencyKey, data.tenders);
  const cardLoads = giftCardLoads(data.lines, catalog.products, (line) =>
    unitPriceOf(catalog.products[line.productId]!, line.priceOverride),
  );

  const transactions = withCharges(
    withCardDetails(
      tenderTransactions(charged, data.tenders, settlement, {
        multiplier,
        createDate: at,
        newId: () => randomUUID(),
      }),
      data.tenders,
      cardSales,
    ),
    charges,
  );
  const loyaltyPaid = transactions
    .filter((entry) => entry.paymentTypeId === "loyalty")
    .reduce((sum, entry) => sum + entry.amount, 0);
  const earned = customer && loyaltyOn ? pointsEarned(settlement.actualTotal - loyaltyPaid, multiplier) : 0;
  const spent = quote.loyaltyDiscountPoints + centsToPoints(loyaltyPaid);
  const totals = shiftTotalChanges(transactions, "sales", settlement.actualTotal);
  const loyalty =
    customer && (spent !== 0 || earned !== 0)
      ? { customerId: customer.customerId, before: customer.loyaltyPoints, spent, earned }
      : null;
  const sale = { locationId, paymentId: String(number), seller };
  const parts = {
    companyId,
    paymentId: sale.paymentId,
    number,
    locationId,
    deviceId: device.deviceId,
    shiftId: shift.shiftId,
    seller,
    customer: customer && { id: customer.customerId, name: customer.name },
    lines: data.lines,
    products: catalog.products,
    quote,
    settlement,
    transactions,
    loyaltyPointsEarned: earned,
    limitApprover: approver,
    priceApprover,
    paymentQueueId: data.paymentQueueId,
    idempotencyKey: data.idempotencyKey,
    at,
    tip,
  };
  // Stock is read and planned again after a lost race: the lots, the ledger entries and the costs follow.
  const build = async (change: LoyaltyChange | null): Promise<CheckoutWrite> => {
    const stock = await saleStock(company, sale, data.lines, catalog.products);
    const payment = buildPaymentItem({ ...parts, stock: stock.lines });
    return {
      payment,
      ledger: stock.ledger,
      totals,
      queue,
      requestHash,
      loyalty: change,
      cardSales,
      charges: charges.filter((entry) => entry !== null),
    };
  };
  const write = await build(loyalty);
  if (transactionSize(write) > maxTransactionItems)
    throw new AppError("INVALID_INPUT", paymentMessages.tooLarge(maxTransactionItems));
  // Last before the write: every check passed, and a retried checkout sends the same load keys.
  await loadSoldGiftCards(companyId, data.idempotencyKey, cardLoads);
  return commit(write, build, data, customer);
}
