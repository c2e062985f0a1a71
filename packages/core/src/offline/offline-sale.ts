import { createHash, randomUUID } from "node:crypto";
import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { locationGate } from "../compliance/product-gate";
import { readCustomer } from "../customers/customers";
import { multiplierOf } from "../customers/loyalty-account";
import { nextId } from "../db/counters";
import { getActiveDevice } from "../device/device";
import { listDiscounts } from "../discounts/discounts";
import { pointsEarned } from "../discounts/loyalty";
import { commit } from "../payments/checkout-commit";
import { maxTransactionItems, transactionSize, type CheckoutWrite, type LoyaltyChange } from "../payments/checkout-write";
import { buildPaymentItem } from "../payments/payment-item";
import { CheckoutKey } from "../payments/payment.entity";
import { findPayment, toPaymentView } from "../payments/payment-view";
import { paymentMessages, type PaymentView } from "../payments/payment.schema";
import { assertSellable, readSaleCatalog, usesCategories } from "../payments/sale-catalog";
import { priceOnServer, pricingSettings, readCompany } from "../payments/sale-quote";
import { settleTenders } from "../payments/settle-tenders";
import { saleStock } from "../payments/stock-moves";
import { tenderTransactions } from "../payments/tender-transactions";
import { findShift } from "../shifts/shift-store";
import { shiftTotalChanges } from "../shifts/shift-totals";
import { OfflineSale, type OfflineSaleItem } from "./offline-sale.entity";
import { ageFlags, assertChargedConsistent, checkApprovals, offlineSeller, recordedQuote } from "./offline-rules";
import {
  keyOfPendingId,
  offlineMessages,
  ZOfflineSaleInput,
  type OfflineFlag,
  type OfflineSaleInput,
  type OfflineSaleView,
} from "./offline-sale.schema";

export interface SyncedSale {
  pendingId: string;
  payment: PaymentView;
  offline: OfflineSaleView;
}

export const toOfflineSaleView = (item: OfflineSaleItem): OfflineSaleView => ({
  pendingId: item.pendingId,
  paymentId: item.paymentId,
  number: item.number,
  deviceId: item.deviceId,
  locationId: item.locationId,
  recordedAt: item.recordedAt,
  syncedAt: item.syncedAt,
  flags: [...(item.flags ?? [])],
  serverTotal: item.serverTotal ?? null,
  total: item.total,
});

async function replayed(companyId: number, pendingId: string, payment: PaymentView): Promise<SyncedSale> {
  const item = (await OfflineSale.get({ companyId, pendingId }).go({ consistent: true })).data;
  // No record: the register's checkout reached the server with this cart's key before the answer was lost.
  const offline = item
    ? toOfflineSaleView(item)
    : {
        pendingId,
        paymentId: payment.id,
        number: payment.number,
        deviceId: payment.deviceId,
        locationId: payment.locationId,
        recordedAt: payment.createDate,
        syncedAt: payment.createDate,
        flags: [],
        serverTotal: null,
        total: payment.total,
      };
  return { pendingId, payment, offline };
}

/** The sale this pending id's key already recorded (offline sync or the cart's online checkout), if any. */
async function recorded(companyId: number, idempotencyKey: string): Promise<PaymentView | null> {
  const record = (await CheckoutKey.get({ companyId, idempotencyKey }).go({ consistent: true })).data;
  return record ? toPaymentView(await findPayment(companyId, record.paymentId)) : null;
}

/**
 * offline.syncSale: records a sale the register made offline, as it happened (its time, its prices, its stock
 * even below zero), and flags what a manager should check. The pending id's uuid is the idempotency key (the
 * cart's checkout key): a replay answers with the first result and writes nothing.
 */
export async function recordOfflineSale(actor: DeviceActor, input: OfflineSaleInput): Promise<SyncedSale> {
  const data = ZOfflineSaleInput.parse(input);
  const { companyId } = actor;
  const key = { idempotencyKey: keyOfPendingId(data.pendingId) };
  const requestHash = createHash("sha256").update(JSON.stringify(data)).digest("hex");
  const [device, company, discounts, customer, first] = await Promise.all([
    getActiveDevice(companyId, actor.deviceId),
    readCompany(companyId),
    listDiscounts(companyId),
    data.customerId ? readCustomer(companyId, data.customerId) : Promise.resolve(null),
    recorded(companyId, key.idempotencyKey),
  ]);
  if (first) return replayed(companyId, data.pendingId, first);
  const { locationId } = device;
  const shift = await findShift(companyId, data.shiftId).catch(() => null);
  if (!shift || shift.deviceId !== device.deviceId)
    throw new AppError("INVALID_INPUT", offlineMessages.wrongShift);
  assertChargedConsistent(data);
  const [seller, catalog] = await Promise.all([
    offlineSeller(companyId, data.employeeId),
    readSaleCatalog(companyId, locationId, data.lines.map((line) => line.productId), {
      categories: usesCategories(discounts),
      lotTracking: company.isBatchTracking,
      gate: await locationGate(company, locationId),
    }),
  ]);
  assertSellable(data.lines, catalog);
  const at = data.recordedAt;
  const server = priceOnServer(data, { company, catalog, discounts, customer, locationId, at });
  const { quote, changed } = recordedQuote(server, data.charged);
  const approvals = await checkApprovals(data, {
    companyId,
    locationId,
    seller,
    quote,
    products: catalog.products,
    discounts,
  });
  const settlement = settleTenders(quote.total, data.tenders, {
    pennyRounding: company.metaData.pennyRounding === "true",
  });
  if (settlement.remaining > 0) throw new AppError("INVALID_INPUT", offlineMessages.notEnoughTendered);
  const multiplier = multiplierOf(company.metaData);
  const settings = pricingSettings(company);
  const loyaltyOn = settings.internalLoyalty && !settings.externalLoyalty;
  const transactions = tenderTransactions(quote.total, data.tenders, settlement, {
    multiplier,
    createDate: at,
    newId: () => randomUUID(),
  });
  const earned = customer && loyaltyOn ? pointsEarned(settlement.actualTotal, multiplier) : 0;
  const spent = quote.loyaltyDiscountPoints;
  const loyalty: LoyaltyChange | null =
    customer && (spent !== 0 || earned !== 0)
      ? { customerId: customer.customerId, before: customer.loyaltyPoints, spent, earned }
      : null;
  const baseFlags: OfflineFlag[] = [
    ...(changed ? (["priceChanged"] as const) : []),
    ...approvals.flags,
    ...ageFlags(customer, new Date(at), company),
    ...(loyalty && loyalty.before - spent + earned < 0 ? (["pointsOverspent"] as const) : []),
  ];
  const number = await nextId(`payment#${companyId}`);
  const sale = { locationId, paymentId: String(number), seller };
  // Kept as it happened: the stock may go below zero even where the company blocks that online.
  const recordingCompany = { ...company, blockNegativeInventorySale: false };
  const build = async (change: LoyaltyChange | null): Promise<CheckoutWrite> => {
    const stock = await saleStock(recordingCompany, sale, data.lines, catalog.products);
    const negative = stock.ledger.stock.some((write) => write.item.quantity < 0);
    const flags = [...baseFlags, ...(negative ? (["stockNegative"] as const) : [])];
    const payment = buildPaymentItem({
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
      stock: stock.lines,
      settlement,
      transactions,
      loyaltyPointsEarned: earned,
      limitApprover: approvals.limit,
      priceApprover: approvals.price,
      paymentQueueId: null,
      idempotencyKey: key.idempotencyKey,
      at,
      // Provider cards are refused offline: no card payment, so no tip.
      tip: null,
    });
    const offline: OfflineSaleItem = {
      companyId,
      pendingId: data.pendingId,
      paymentId: sale.paymentId,
      number,
      deviceId: device.deviceId,
      locationId,
      recordedAt: at,
      syncedAt: nowIso(),
      review: flags.length > 0 ? "flagged" : "clean",
      total: quote.total,
      ...(flags.length > 0 ? { flags } : {}),
      ...(changed ? { serverTotal: server.total } : {}),
    };
    const totals = shiftTotalChanges(transactions, "sales", settlement.actualTotal);
    return {
      payment,
      ledger: stock.ledger,
      totals,
      queue: null,
      requestHash,
      loyalty: change,
      offline,
      cardSales: [],
    };
  };
  const write = await build(loyalty);
  if (transactionSize(write) > maxTransactionItems)
    throw new AppError("INVALID_INPUT", paymentMessages.tooLarge(maxTransactionItems));
  const payment = await commit(write, build, key, customer);
  return replayed(companyId, data.pendingId, payment);
}
