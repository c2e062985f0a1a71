import { randomUUID } from "node:crypto";
import { Company } from "@pos/core/company/company.entity";
import { Payment, type PaymentItem } from "@pos/core/payments/payment.entity";
import type { PaymentLineView } from "@pos/core/payments/payment.schema";

/** A product line of a stored sale, as the payment item keeps it. */
export function saleLine(barcode: string, units: number, price: number): PaymentLineView {
  return {
    lineId: randomUUID(),
    type: "product",
    productType: "product",
    productId: "1",
    productName: `Product ${barcode}`,
    sku: null,
    barcode,
    shortDescription: null,
    batchId: null,
    lotNumber: null,
    units,
    unit: "each",
    price,
    originalPrice: null,
    linePrice: units * price,
    discountPrice: 0,
    cartDiscountPrice: 0,
    discounts: [],
    discountId: null,
    discountMessage: null,
    depositFee: 0,
    taxes: [],
    total: units * price,
    inventorySubtracted: 0,
    stockProductId: null,
    cost: 0,
    cannabisEquivalentGrams: 0,
    refundedUnits: 0,
  };
}

/** A completed sale written straight to the table, as a checkout stores it. */
export async function storeSale(
  companyId: number,
  locationId: string,
  fields: { date: string; lines: PaymentLineView[]; customerId?: string; status?: PaymentItem["status"] },
): Promise<void> {
  const total = fields.lines.reduce((sum, line) => sum + line.total, 0);
  await Payment.create({
    companyId,
    paymentId: randomUUID(),
    number: 1,
    status: fields.status ?? "complete",
    locationId,
    deviceId: "REG",
    shiftId: "S",
    employeeId: "E",
    employeeName: "Avery",
    customerId: fields.customerId,
    lines: fields.lines,
    transactions: [],
    taxes: [],
    subtotal: total,
    discountTotal: 0,
    taxTotal: 0,
    depositTotal: 0,
    total,
    rounding: 0,
    actualTotal: total,
    totalPaid: total,
    changeDue: 0,
    loyaltyDiscountPoints: 0,
    loyaltyPointsEarned: 0,
    cannabisEquivalentGrams: 0,
    idempotencyKey: randomUUID(),
    createDate: fields.date,
    completeDate: fields.date,
    updateDate: fields.date,
  }).go();
}

export const setLicensed = (companyId: number, isLicensed: boolean) =>
  Company.patch({ companyId }).set({ isLicensed }).go();
