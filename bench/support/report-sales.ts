/** bench/reports-summary's store: a year of generated sales, each a complete PaymentView as checkout returns it. */
import type { PaymentLineView, PaymentView } from "@pos/core/payments/payment.schema";

export const benchStore = {
  companyId: 737_373,
  locationId: "bench-store",
  timeZone: "America/Toronto",
  products: 300,
  categories: 12,
  employees: ["Ash", "Blair", "Cory", "Dana", "Eli", "Fran"],
  registers: ["REG-1", "REG-2"],
} as const;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const productIdOf = (index: number) => `bp-${String(index).padStart(4, "0")}`;
export const categoryOf = (productId: string) => {
  const index = Number(productId.slice(3)) % benchStore.categories;
  return { id: `bc-${index}`, name: `Category ${index}` };
};

function line(index: number, productIndex: number, units: number): PaymentLineView {
  const price = 500 + ((productIndex * 137) % 5000);
  const linePrice = price * units;
  const tax = Math.round(linePrice * 0.13);
  return {
    lineId: `l${index + 1}`,
    type: "product",
    productType: "product",
    productId: productIdOf(productIndex),
    productName: `Product ${productIndex}`,
    sku: null,
    barcode: null,
    shortDescription: null,
    batchId: null,
    lotNumber: null,
    units,
    unit: "unit",
    price,
    originalPrice: null,
    linePrice,
    discountPrice: 0,
    cartDiscountPrice: 0,
    discounts: [],
    discountId: null,
    discountMessage: null,
    depositFee: 0,
    taxes: [{ name: "HST", rate: 13, amount: tax }],
    total: linePrice + tax,
    inventorySubtracted: units,
    stockProductId: productIdOf(productIndex),
    cost: Math.round(linePrice * 0.55),
    cannabisEquivalentGrams: 0,
    refundedUnits: 0,
  };
}

/** `perDay` sales of each of `days` days ending on `lastDay` (local), about 3.4 lines each, spread over the hours. */
export function* benchSales(lastDay: string, days: number, perDay: number): Generator<PaymentView> {
  const next = random(42);
  const last = new Date(`${lastDay}T15:00:00Z`).getTime();
  let number = 0;
  for (let day = days - 1; day >= 0; day -= 1) {
    const noon = last - day * 86_400_000;
    for (let sale = 0; sale < perDay; sale += 1) {
      number += 1;
      const at = new Date(noon + (next() * 11 - 4) * 3_600_000).toISOString();
      const count = 1 + Math.floor(next() * 5.8);
      const lines = Array.from({ length: count }, (_, index) =>
        line(index, Math.floor(next() ** 1.5 * benchStore.products), next() < 0.8 ? 1 : 2),
      );
      const subtotal = lines.reduce((sum, entry) => sum + entry.linePrice, 0);
      const taxTotal = lines.reduce((sum, entry) => sum + entry.taxes[0]!.amount, 0);
      const total = subtotal + taxTotal;
      const employee = benchStore.employees[number % benchStore.employees.length]!;
      yield {
        id: `bench-sale-${number}`,
        number,
        status: "complete",
        companyId: benchStore.companyId,
        locationId: benchStore.locationId,
        deviceId: benchStore.registers[number % 2]!,
        shiftId: "bench-shift",
        employee: { id: `be-${employee}`, name: employee },
        customer: null,
        lines,
        transactions: [
          {
            id: `bt-${number}`,
            paymentTypeId: next() < 0.4 ? "cash" : next() < 0.6 ? "debit" : "credit",
            amount: total,
            tendered: null,
            status: "complete",
            metadata: null,
            terminalInvoiceId: null,
            createDate: at,
            refundId: null,
          },
        ],
        refunds: [],
        subtotal,
        discountTotal: 0,
        taxTotal,
        taxes: [{ name: "HST", rate: 13, amount: taxTotal }],
        depositTotal: 0,
        total,
        rounding: 0,
        actualTotal: total,
        totalPaid: total,
        changeDue: 0,
        loyaltyDiscountPoints: 0,
        loyaltyPointsEarned: 0,
        cannabisEquivalentGrams: 0,
        limitOverride: null,
        priceOverride: null,
        paymentQueueId: null,
        createDate: at,
        completeDate: at,
      };
    }
  }
}
