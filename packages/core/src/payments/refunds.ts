import type { DeviceActor } from "../common/actor";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { CustomerEntity } from "../customers/customer.entity";
import { refundPointsChange, refundShareOfPoints } from "../customers/loyalty-refund";
import { nextId } from "../db/counters";
import { employeeAtRegister } from "../employees/register-employee";
import { stockRace, withStockRetry } from "../inventory/stock-ledger";
import { openShiftOf } from "../shifts/shift-store";
import type { PaymentItem } from "./payment.entity";
import { findPayment, toPaymentView } from "./payment-view";
import type { PaymentLineView, PaymentView, RefundView, TransactionView } from "./payment.schema";
import { planRefund, type RefundPlan } from "./refund-plan";
import { refundMessages, ZRefundInput, type RefundInput, type RefundTender } from "./refund.schema";
import { restockLedger } from "./refund-stock";
import { writeRefund } from "./refund-write";
import { refundToCards, type CardRefundMetadata } from "../card-payments/card-refunds";
import { merchantIdOf } from "../card-payments/card-payments.schema";
import { refundOntoGiftCards } from "../gift-cards/gift-card-refunds";
import { refundOnTerminal, type TerminalRefundMetadata } from "../terminals/terminal-refunds";

type ProviderRefundMetadata = CardRefundMetadata | TerminalRefundMetadata;

export interface RefundResult {
  payment: PaymentView;
  refund: RefundView;
}

const maxAttempts = 5;
const sameLines = (refund: RefundView, lines: { lineId: string; units: number }[]) =>
  refund.lines.length === lines.length &&
  lines.every((line) =>
    refund.lines.some((done) => done.lineId === line.lineId && done.units === line.units),
  );

function assertRefundable(item: PaymentItem): void {
  if (item.status === "refunded") throw new AppError("CONFLICT", refundMessages.alreadyRefunded);
  const pending = item.transactions.some((tx) => tx.status === "pending" || tx.status === "processing");
  if ((item.status !== "complete" && item.status !== "partiallyRefunded") || pending)
    throw new AppError("CONFLICT", refundMessages.unfinished);
}

interface Written {
  lines: PaymentLineView[];
  transactions: TransactionView[];
  refund: RefundView;
}

function refundMetadata(tender: RefundTender, card: ProviderRefundMetadata | undefined): string | null {
  if (card) return JSON.stringify(card);
  if (tender.points !== null) return JSON.stringify({ points: tender.points });
  return tender.cardType === null ? null : JSON.stringify({ cardType: tender.cardType });
}

function applyPlan(
  item: PaymentItem,
  plan: RefundPlan,
  refund: Omit<RefundView, "lines" | "amount">,
  cards: Map<number, ProviderRefundMetadata>,
): Written {
  const done = new Map(plan.lines.map((line) => [line.lineId, line.units]));
  const lines = item.lines.map((line) => ({
    ...line,
    refundedUnits: line.refundedUnits + (done.get(line.lineId) ?? 0),
  }));
  const transactions = plan.tenders.map((tender, index) => ({
    id: `${refund.id.slice(0, 8)}-${index + 1}`,
    paymentTypeId: tender.paymentTypeId,
    amount: -tender.amount,
    tendered: null,
    status: "complete" as const,
    metadata: refundMetadata(tender, cards.get(index)),
    terminalInvoiceId: null,
    createDate: refund.createDate,
    refundId: refund.id,
  }));
  const refundLines = plan.lines.map(({ lineId, units, amount, restock }) => ({
    lineId,
    units,
    amount,
    restock,
  }));
  return {
    lines,
    transactions: [...item.transactions, ...transactions],
    refund: { ...refund, lines: refundLines, amount: plan.amount },
  };
}

/**
 * The customer's points after the refund: points paid with come back, and a share of those spent on the sale's
 * loyalty rewards comes back while the same share of those earned goes.
 */
async function pointsOf(item: PaymentItem, plan: RefundPlan) {
  const given = plan.tenders.find((tender) => tender.paymentTypeId === "loyalty")?.points ?? 0;
  const share = {
    total: item.actualTotal,
    refundedBefore: item.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    refunded: plan.amount,
    completesSale: plan.completesSale,
  };
  const rewards = refundShareOfPoints({ ...share, points: item.loyaltyDiscountPoints });
  const takeBack = refundShareOfPoints({ ...share, points: item.loyaltyPointsEarned });
  const { companyId, customerId } = item;
  if (!customerId || given + rewards + takeBack === 0) return null;
  const customer = (await CustomerEntity.get({ companyId, customerId }).go({ consistent: true })).data;
  return (
    customer && {
      customerId,
      change: refundPointsChange(customer.loyaltyPoints, { given, rewards, takeBack }),
    }
  );
}

/**
 * Refunds lines of a sale, in full or in part, back to the sale's tenders (refund-plan.ts), in one transaction:
 * the sale, restocked goods, the drawer log and totals of the register's open shift, the customer's points and
 * the payment.refunded event. A retry with the same idempotency key returns the first result.
 */
export async function refundPayment(actor: DeviceActor, input: RefundInput): Promise<RefundResult> {
  const data = ZRefundInput.parse(input);
  const employee = await employeeAtRegister(actor, { passcode: data.passcode });
  if (!employee.permissions.includes("CAN_ISSUE_REFUNDS"))
    throw new AppError("FORBIDDEN", refundMessages.noPermission);
  const { device, shift } = await openShiftOf(actor);
  const { companyId, locationId } = device;
  return withStockRetry(async () => {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const item = await findPayment(companyId, data.paymentId, locationId).catch((error: unknown) => {
        throw error instanceof AppError && error.code === "NOT_FOUND"
          ? new AppError("NOT_FOUND", refundMessages.notFound)
          : error;
      });
      const earlier = item.refunds.find((refund) => refund.id === data.idempotencyKey);
      if (earlier) {
        if (!sameLines(earlier, data.lines)) throw new AppError("CONFLICT", refundMessages.keyReused);
        return { payment: toPaymentView(item), refund: earlier };
      }
      assertRefundable(item);
      const plan = planRefund(toPaymentView(item), data.lines);
      const createDate = nowIso();
      // Card and terminal tenders go back through the provider first: a refund it refuses writes nothing.
      const merchantId = merchantIdOf(companyId, item.locationId);
      const cards = new Map<number, ProviderRefundMetadata>([
        ...(await refundToCards(item.transactions, plan.tenders, data.idempotencyKey, merchantId)),
        ...(await refundOnTerminal(
          merchantId,
          item.transactions,
          plan.tenders,
          data.idempotencyKey,
          data.terminalConnectionId,
        )),
      ]);
      const written = applyPlan(
        item,
        plan,
        {
          id: data.idempotencyKey,
          createDate,
          employee: { id: employee.id, name: employee.name },
          reason: data.reason || null,
        },
        cards,
      );
      written.transactions = await refundOntoGiftCards(companyId, written.transactions, data.idempotencyKey);
      const status = plan.completesSale ? "refunded" : "partiallyRefunded";
      const cash = plan.tenders.find((tender) => tender.paymentTypeId === "cash")?.amount ?? 0;
      const points = await pointsOf(item, plan);
      const logId =
        cash > 0 ? String(await nextId(`shiftLog:${companyId}:${shift.shiftId}`)).padStart(8, "0") : null;
      const view: PaymentView = {
        ...toPaymentView(item),
        status,
        lines: written.lines,
        transactions: written.transactions,
        refunds: [...item.refunds, written.refund],
      };
      const ledger = await restockLedger(item, plan, employee);
      const outcome = await writeRefund({
        item,
        view,
        refund: written.refund,
        plan,
        shiftId: shift.shiftId,
        employee,
        logId,
        cash,
        points,
        ledger,
      });
      // Stock changed since it was read: read everything again after withStockRetry's pause.
      if (outcome === "race") return stockRace;
      // The sale (or the customer's points) changed since it was read: read again.
      if (outcome === "changed") continue;
      return { payment: view, refund: written.refund };
    }
    throw new AppError("CONFLICT", refundMessages.failed);
  });
}
