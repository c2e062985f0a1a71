import type { PaymentItem } from "./payment.entity";
import type {
  PaymentLineView,
  SaleLine,
  SaleQuote,
  TenderSettlement,
  TransactionView,
} from "./payment.schema";
import type { PosProduct } from "./pos-data.schema";
import type { Seller } from "./sale-approvals";
import type { CostedLineStock } from "./stock-moves";

export interface PaymentParts {
  companyId: number;
  paymentId: string;
  number: number;
  locationId: string;
  deviceId: string;
  shiftId: string;
  seller: Seller;
  customer: { id: string; name: string } | null;
  lines: readonly SaleLine[];
  products: Record<string, PosProduct>;
  quote: SaleQuote;
  stock: Map<string, CostedLineStock>;
  settlement: TenderSettlement;
  transactions: TransactionView[];
  loyaltyPointsEarned: number;
  limitApprover: Seller | null;
  priceApprover: Seller | null;
  paymentQueueId: string | null;
  idempotencyKey: string;
  at: string;
  /** A tip a card payment added (raises the total). */
  tip: PaymentLineView | null;
}

function paymentLine(parts: PaymentParts, line: SaleLine, index: number): PaymentLineView {
  const product = parts.products[line.productId]!;
  const quoted = parts.quote.lines[index]!;
  const stock = parts.stock.get(line.lineId)!;
  return {
    lineId: line.lineId,
    type: "product",
    productType: product.productType,
    productId: product.id,
    productName: product.name,
    sku: product.sku,
    barcode: product.barcode,
    shortDescription: product.shortDescription,
    batchId: stock.batchId,
    lotNumber: stock.lotNumber,
    units: line.quantity,
    unit: product.unit,
    price: quoted.price,
    originalPrice: line.priceOverride !== null && product.price !== quoted.price ? product.price : null,
    linePrice: quoted.linePrice,
    discountPrice: quoted.discountPrice,
    cartDiscountPrice: quoted.cartDiscountPrice,
    discounts: quoted.discounts,
    discountId:
      quoted.discounts.reduce<(typeof quoted.discounts)[number] | null>(
        (best, entry) => (best === null || entry.amount > best.amount ? entry : best),
        null,
      )?.id ?? null,
    discountMessage: quoted.discountMessage,
    depositFee: quoted.depositFee,
    taxes: quoted.taxes,
    total: quoted.total,
    inventorySubtracted: stock.inventorySubtracted,
    stockProductId: stock.stockProductId,
    cost: stock.cost,
    cannabisEquivalentGrams: quoted.cannabisEquivalentGrams,
    refundedUnits: 0,
  };
}

/** The one item a completed sale is stored as. */
export function buildPaymentItem(parts: PaymentParts): PaymentItem {
  const { quote, settlement } = parts;
  return {
    companyId: parts.companyId,
    paymentId: parts.paymentId,
    number: parts.number,
    status: "complete",
    locationId: parts.locationId,
    deviceId: parts.deviceId,
    shiftId: parts.shiftId,
    employeeId: parts.seller.id,
    employeeName: parts.seller.name,
    customerId: parts.customer?.id,
    customerName: parts.customer?.name,
    lines: [
      ...parts.lines.map((line, index) => paymentLine(parts, line, index)),
      ...(parts.tip ? [parts.tip] : []),
    ],
    transactions: parts.transactions,
    refunds: [],
    taxes: quote.taxes,
    subtotal: quote.subtotal,
    discountTotal: quote.discountTotal,
    taxTotal: quote.taxTotal,
    depositTotal: quote.depositTotal,
    total: quote.total + (parts.tip?.total ?? 0),
    rounding: settlement.rounding,
    actualTotal: settlement.actualTotal,
    totalPaid: settlement.totalPaid,
    changeDue: settlement.changeDue,
    loyaltyDiscountPoints: quote.loyaltyDiscountPoints,
    loyaltyPointsEarned: parts.loyaltyPointsEarned,
    cannabisEquivalentGrams: quote.cannabisEquivalentGrams,
    limitOverrideEmployeeId: parts.limitApprover?.id,
    limitOverrideEmployeeName: parts.limitApprover?.name,
    priceOverrideEmployeeId: parts.priceApprover?.id,
    priceOverrideEmployeeName: parts.priceApprover?.name,
    paymentQueueId: parts.paymentQueueId ?? undefined,
    idempotencyKey: parts.idempotencyKey,
    createDate: parts.at,
    completeDate: parts.at,
    updateDate: parts.at,
  };
}
