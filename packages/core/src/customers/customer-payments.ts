import { listLocations } from "../company/company";
import { queryPage } from "../db/pagination";
import { Payment, type PaymentItem } from "../payments/payment.entity";
import { CustomerPaymentLink } from "./customer-payment.entity";
import {
  ZCustomerPaymentsInput,
  type CustomerPayment,
  type CustomerPaymentPage,
  type CustomerPaymentsInput,
} from "./customer-payments.schema";
import { readCustomer } from "./customers";

type PaymentKey = { companyId: number; paymentId: string };

const listed = [
  "paymentId",
  "number",
  "status",
  "locationId",
  "actualTotal",
  "refunds",
  "createDate",
  "completeDate",
] as const;
type ListedPayment = Pick<PaymentItem, (typeof listed)[number]>;

const maxAttempts = 5;

/** The sales by key, in any order; keys DynamoDB leaves unprocessed are asked again. */
async function readPayments(keys: PaymentKey[]): Promise<ListedPayment[]> {
  const found: ListedPayment[] = [];
  let pending = keys;
  for (let attempt = 0; attempt < maxAttempts && pending.length > 0; attempt += 1) {
    const result = await Payment.get(pending).go({ attributes: [...listed], consistent: true });
    found.push(...result.data);
    pending = result.unprocessed;
  }
  if (pending.length > 0) throw new Error("DynamoDB left part of the customer's sales unread");
  return found;
}

/**
 * customers.payments: the sales made to the customer, newest first, one page (20 by default) at a time. A page of
 * the customer's links, then the sales themselves in one batch, so status and refunds are the sale's own.
 */
export async function customerPayments(input: CustomerPaymentsInput): Promise<CustomerPaymentPage> {
  const { companyId, customerId, limit, lastEvaluatedKey } = ZCustomerPaymentsInput.parse(input);
  await readCustomer(companyId, customerId);
  const params = CustomerPaymentLink.query.byCustomer({ companyId, customerId }).params();
  const links = await queryPage(
    { ...params, ScanIndexForward: false, ConsistentRead: true },
    (items) => CustomerPaymentLink.parse({ Items: items }).data,
    { limit, lastEvaluatedKey },
  );
  if (links.items.length === 0) return { items: [], count: 0, lastEvaluatedKey: links.lastEvaluatedKey };
  const [payments, locations] = await Promise.all([
    readPayments(links.items.map(({ paymentId }) => ({ companyId, paymentId }))),
    listLocations(companyId),
  ]);
  const byId = new Map(payments.map((payment) => [payment.paymentId, payment]));
  const names = new Map(locations.map((location) => [location.id, location.name]));
  const items = links.items.flatMap((link): CustomerPayment[] => {
    const payment = byId.get(link.paymentId);
    if (!payment) return [];
    return [
      {
        id: payment.paymentId,
        number: payment.number,
        status: payment.status,
        completeDate: payment.completeDate ?? payment.createDate,
        locationId: payment.locationId,
        locationName: names.get(payment.locationId) ?? null,
        total: payment.actualTotal,
        refunded: payment.refunds.reduce((sum, refund) => sum + refund.amount, 0),
      },
    ];
  });
  return { items, count: items.length, lastEvaluatedKey: links.lastEvaluatedKey };
}
