import { randomUUID } from "node:crypto";
import type { OfflineSaleInput } from "@pos/core/offline/offline-sale.schema";
import type { SaleQuote } from "@pos/core/payments/payment.schema";
import type { SaleWorld, SellLine } from "./sale-world";

/** What a register keeps of its own quote for an offline sale (the figures it charged). */
export const chargedOf = (quote: SaleQuote): OfflineSaleInput["charged"] => ({
  lines: quote.lines.map((line) => ({
    lineId: line.lineId,
    price: line.price,
    linePrice: line.linePrice,
    discountPrice: line.discountPrice,
    cartDiscountPrice: line.cartDiscountPrice,
    discounts: line.discounts,
    discountMessage: line.discountMessage,
    depositFee: line.depositFee,
    taxes: line.taxes,
    total: line.total,
    cannabisEquivalentGrams: line.cannabisEquivalentGrams,
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
});

/**
 * A sale as a register records it offline: priced with the same quote function (here asked of the server while it
 * is still reachable), paid in exact cash by Blake unless `extra` says otherwise.
 */
export async function offlineSale(
  world: Pick<SaleWorld, "register" | "shift" | "employees">,
  lines: SellLine[],
  extra: Partial<OfflineSaleInput> = {},
): Promise<OfflineSaleInput> {
  const cart = lines.map((line, index) => ({ ...line, lineId: line.lineId ?? `line-${index + 1}` }));
  const quote = await world.register.sales.quote({
    lines: cart,
    orderDiscountIds: extra.orderDiscountIds ?? [],
    customerId: extra.customerId ?? null,
  });
  return {
    pendingId: `pending_${randomUUID()}`,
    recordedAt: new Date(Date.now() - 60_000).toISOString(),
    shiftId: world.shift.id,
    employeeId: world.employees.blake.id,
    lines: cart,
    tenders: [{ paymentTypeId: "cash", amount: Math.max(1, quote.total) }],
    charged: chargedOf(quote),
    ...extra,
  };
}
