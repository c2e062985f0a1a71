import {
  isOfflineTender,
  offlineMessages,
  type OfflineSaleInput,
} from "@pos/core/offline/offline-sale.schema";
import type { PaymentView, SaleQuote, TenderInput } from "@pos/core/payments/payment.schema";
import { settleTenders } from "@pos/core/payments/settle-tenders";
import { saleLinesOf } from "@/features/cart/cart-quote";
import type { CartState } from "@/features/cart/cart-state";

/** Why these tenders cannot be taken offline; null when they can (decided by tender kind). */
export function offlineTenderRefusal(tenders: readonly TenderInput[]): string | null {
  if (tenders.some((tender) => tender.paymentTypeId === "loyalty")) return offlineMessages.loyaltyOffline;
  if (tenders.some((tender) => !isOfflineTender(tender.paymentTypeId))) return offlineMessages.cardOffline;
  return null;
}

export interface OfflineSaleFacts {
  pendingId: string;
  recordedAt: string;
  shiftId: string;
  employee: { id: string; name: string };
  deviceId: string;
  locationId: string;
  companyId: number;
  cart: CartState;
  quote: SaleQuote;
  tenders: TenderInput[];
  pennyRounding: boolean;
  approvals: OfflineSaleInput["approvals"];
}

/** What the outbox sends for a sale made offline: the cart, the tenders, and the figures charged. */
export function offlineSaleInput(facts: OfflineSaleFacts): OfflineSaleInput {
  const { quote } = facts;
  return {
    pendingId: facts.pendingId,
    recordedAt: facts.recordedAt,
    shiftId: facts.shiftId,
    employeeId: facts.employee.id,
    lines: saleLinesOf(facts.cart),
    orderDiscountIds: facts.cart.orderDiscountIds,
    customerId: facts.cart.customer?.id ?? null,
    tenders: facts.tenders.map((tender) => ({
      paymentTypeId: tender.paymentTypeId as OfflineSaleInput["tenders"][number]["paymentTypeId"],
      amount: tender.amount,
    })),
    charged: {
      lines: quote.lines.map(({ lineId, price, linePrice, discountPrice, cartDiscountPrice, discounts, ...rest }) => ({
        lineId,
        price,
        linePrice,
        discountPrice,
        cartDiscountPrice,
        discounts,
        discountMessage: rest.discountMessage,
        depositFee: rest.depositFee,
        taxes: rest.taxes,
        total: rest.total,
        cannabisEquivalentGrams: rest.cannabisEquivalentGrams,
      })),
      subtotal: quote.subtotal,
      discountTotal: quote.discountTotal,
      taxes: quote.taxes,
      taxTotal: quote.taxTotal,
      depositTotal: quote.depositTotal,
      total: quote.total,
      cannabisEquivalentGrams: quote.cannabisEquivalentGrams,
      overLimit: quote.overLimit,
      loyaltyDiscountPoints: quote.loyaltyDiscountPoints,
    },
    approvals: facts.approvals,
  };
}

/** The sale as the register shows and prints it until it syncs: its pending id stands for the sale's id. */
export function pendingPayment(facts: OfflineSaleFacts): PaymentView {
  const { quote, cart } = facts;
  const settlement = settleTenders(quote.total, facts.tenders, { pennyRounding: facts.pennyRounding });
  let change = settlement.changeDue;
  const transactions = facts.tenders.map((tender, index) => {
    const given = tender.paymentTypeId === "cash" ? Math.min(change, tender.amount) : 0;
    change -= given;
    return {
      id: `${facts.pendingId}-${index + 1}`,
      paymentTypeId: tender.paymentTypeId,
      amount: tender.amount - given,
      tendered: tender.paymentTypeId === "cash" ? tender.amount : null,
      status: "complete" as const,
      metadata: null,
      terminalInvoiceId: null,
      createDate: facts.recordedAt,
      refundId: null,
    };
  });
  return {
    id: facts.pendingId,
    number: 0,
    status: "complete",
    companyId: facts.companyId,
    locationId: facts.locationId,
    deviceId: facts.deviceId,
    shiftId: facts.shiftId,
    employee: facts.employee,
    customer: cart.customer && { id: cart.customer.id, name: cart.customer.name },
    lines: cart.lines.map((line, index) => {
      const quoted = quote.lines[index]!;
      return {
        lineId: line.lineId,
        type: "product",
        productType: line.product.productType,
        productId: line.product.id,
        productName: line.product.name,
        sku: line.product.sku,
        barcode: line.product.barcode,
        shortDescription: line.product.shortDescription,
        batchId: line.batchId,
        lotNumber: null,
        units: line.quantity,
        unit: line.product.unit,
        price: quoted.price,
        originalPrice: null,
        linePrice: quoted.linePrice,
        discountPrice: quoted.discountPrice,
        cartDiscountPrice: quoted.cartDiscountPrice,
        discounts: quoted.discounts,
        discountId: null,
        discountMessage: quoted.discountMessage,
        depositFee: quoted.depositFee,
        taxes: quoted.taxes,
        total: quoted.total,
        inventorySubtracted: 0,
        stockProductId: null,
        cost: 0,
        cannabisEquivalentGrams: quoted.cannabisEquivalentGrams,
        refundedUnits: 0,
      };
    }),
    transactions,
    refunds: [],
    subtotal: quote.subtotal,
    discountTotal: quote.discountTotal,
    taxTotal: quote.taxTotal,
    taxes: quote.taxes,
    depositTotal: quote.depositTotal,
    total: quote.total,
    rounding: settlement.rounding,
    actualTotal: settlement.actualTotal,
    totalPaid: settlement.totalPaid,
    changeDue: settlement.changeDue,
    loyaltyDiscountPoints: quote.loyaltyDiscountPoints,
    loyaltyPointsEarned: 0,
    cannabisEquivalentGrams: quote.cannabisEquivalentGrams,
    limitOverride: null,
    priceOverride: null,
    paymentQueueId: null,
    createDate: facts.recordedAt,
    completeDate: facts.recordedAt,
  };
}
