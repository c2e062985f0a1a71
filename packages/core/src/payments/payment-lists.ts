import type { DeviceActor } from "../common/actor";
import { now } from "../common/clock";
import { getCompany } from "../company/company";
import { queryPage, type Page } from "../db/pagination";
import { getActiveDevice } from "../device/device";
import { receiptContext } from "../receipts/receipt-settings";
import type { ReceiptContext } from "../receipts/receipt-settings.schema";
import { Payment, type PaymentItem } from "./payment.entity";
import {
  dayStartUtc,
  localDay,
  nextDay,
  ZCompanyPaymentRef,
  ZCompanyPaymentsInput,
  ZRegisterPaymentsInput,
  type CompanyPaymentRef,
  type CompanyPaymentsInput,
  type PaymentListRow,
  type RegisterPaymentsInput,
} from "./payment-lists.schema";
import type { PaymentTypeId, PaymentView } from "./payment.schema";
import { findPayment, isUnfinished, toPaymentView } from "./payment-view";

function listRow(item: PaymentItem): PaymentListRow {
  const tenders = item.transactions.filter((transaction) => transaction.refundId === null);
  return {
    id: item.paymentId,
    number: item.number,
    status: item.status,
    unfinished: item.status === "inProgress" || isUnfinished(item),
    createDate: item.createDate,
    employeeName: item.employeeName,
    customerName: item.customerName ?? null,
    total: item.actualTotal,
    refunded: item.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    tenders: [...new Set(tenders.map((transaction) => transaction.paymentTypeId))] as PaymentTypeId[],
  };
}

const parseRows = (items: Record<string, unknown>[]) => Payment.parse({ Items: items }).data.map(listRow);

/**
 * A sale's id is its number (checkout and offline sales both take it from the company's payment sequence), so a
 * sale number is one GetItem, shown only when the sale is of this location.
 */
async function findByNumber(
  companyId: number,
  locationId: string,
  number: number,
): Promise<Page<PaymentListRow>> {
  const { data } = await Payment.get({ companyId, paymentId: String(number) }).go();
  const items = data && data.locationId === locationId && data.number === number ? [listRow(data)] : [];
  return { items, count: items.length, lastEvaluatedKey: null };
}

export async function listForRegister(
  actor: DeviceActor,
  input: RegisterPaymentsInput,
): Promise<Page<PaymentListRow>> {
  const { number, limit, lastEvaluatedKey } = ZRegisterPaymentsInput.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { companyId, locationId } = device;
  if (number) return findByNumber(companyId, locationId, number);
  const { timezone } = await getCompany(companyId);
  const since = dayStartUtc(localDay(now(), timezone), timezone);
  const params = Payment.query.byLocation({ companyId, locationId }).gte({ createDate: since }).params();
  return queryPage({ ...params, ScanIndexForward: false }, parseRows, { limit, lastEvaluatedKey });
}

export async function listForCompany(input: CompanyPaymentsInput): Promise<Page<PaymentListRow>> {
  const data = ZCompanyPaymentsInput.parse(input);
  const { companyId, locationId } = data;
  if (data.number) return findByNumber(companyId, locationId, data.number);
  const { timezone } = await getCompany(companyId);
  const from = data.from ? dayStartUtc(data.from, timezone) : "";
  // "~" sorts after every ISO date, so an open end takes everything.
  const to = data.to ? dayStartUtc(nextDay(data.to), timezone) : "~";
  const query = Payment.query
    .byLocation({ companyId, locationId })
    .between({ createDate: from }, { createDate: to });
  const status = data.status;
  const params = status
    ? query.where((attributes, { eq }) => eq(attributes.status, status)).params()
    : query.params();
  return queryPage({ ...params, ScanIndexForward: false }, parseRows, {
    limit: data.limit,
    lastEvaluatedKey: data.lastEvaluatedKey,
  });
}

export interface PaymentDetail {
  payment: PaymentView;
  receipt: ReceiptContext;
}

async function detailOf(item: PaymentItem): Promise<PaymentDetail> {
  return {
    payment: toPaymentView(item),
    receipt: await receiptContext(item.companyId, item.locationId, item.customerId ?? null),
  };
}

/** A sale of the register's location with what its receipt needs. */
export async function getForRegister(actor: DeviceActor, paymentId: string): Promise<PaymentDetail> {
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  return detailOf(await findPayment(device.companyId, paymentId, device.locationId));
}

export async function getForCompany(input: CompanyPaymentRef): Promise<PaymentDetail> {
  const { companyId, locationId, paymentId } = ZCompanyPaymentRef.parse(input);
  return detailOf(await findPayment(companyId, paymentId, locationId));
}
