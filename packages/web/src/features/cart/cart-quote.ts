import { AppError } from "@pos/core/common/errors";
import type { Discount } from "@pos/core/discounts/discount.schema";
import type { NotAppliedReason, PricingSettingsInput } from "@pos/core/discounts/pricing.schema";
import type { QueueLineInput } from "@pos/core/payment-queue/payment-queue.schema";
import type { SaleLineInput, SaleQuote } from "@pos/core/payments/payment.schema";
import type { PosProduct, PosTaxGroup } from "@pos/core/payments/pos-data.schema";
import { quoteSale } from "@pos/core/payments/quote";
import type { CartState } from "./cart-state";

/** Everything besides the cart that prices it on the register (the server prices it again at checkout). */
export interface QuoteContext {
  productById: (id: string) => PosProduct | undefined;
  taxGroups: readonly PosTaxGroup[];
  discounts: Discount[];
  settings: PricingSettingsInput;
  locationId: string;
  timeZone: string;
  at: string;
}

export type CartQuote = { ok: true; quote: SaleQuote } | { ok: false; message: string };

export const saleLinesOf = (cart: CartState): SaleLineInput[] =>
  cart.lines.map((line) => ({
    lineId: line.lineId,
    productId: line.product.id,
    quantity: line.quantity,
    batchId: line.batchId,
    priceOverride: line.priceOverride,
    manualDiscountIds: line.manualDiscountIds,
    discountId: line.discountId,
    giftCardNumber: line.giftCardNumber ?? null,
  }));

/** The lines' products (as the cart holds them) and their parents (from the catalogue). */
function productsOf(cart: CartState, productById: QuoteContext["productById"]): Record<string, PosProduct> {
  const products: Record<string, PosProduct> = {};
  for (const { product } of cart.lines) {
    products[product.id] = product;
    const parent = product.parentId ? productById(product.parentId) : undefined;
    if (parent) products[parent.id] = parent;
  }
  return products;
}

/** The cart priced with quoteSale; a rule it breaks (e.g. a free price not entered yet) comes back as a message. */
export function quoteCart(cart: CartState, context: QuoteContext): CartQuote {
  try {
    const quote = quoteSale({
      lines: saleLinesOf(cart),
      orderDiscountIds: cart.orderDiscountIds,
      products: productsOf(cart, context.productById),
      taxGroups: Object.fromEntries(context.taxGroups.map((group) => [group.id, group])),
      discounts: context.discounts,
      customer: cart.customer && {
        id: cart.customer.id,
        loyaltyPoints: cart.customer.loyaltyPoints,
        externalPoints: null,
      },
      settings: context.settings,
      locationId: context.locationId,
      timeZone: context.timeZone,
      at: context.at,
    });
    return { ok: true, quote };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Discounts the cashier may choose at this register: active, not automatic, sold at the register here. */
export const manualDiscountsAt = (discounts: readonly Discount[], locationId: string): Discount[] =>
  discounts
    .filter(
      (discount) =>
        discount.isActive &&
        !discount.applyAutomatically &&
        discount.salesChannels.includes("POS") &&
        (discount.locationIds.length === 0 || discount.locationIds.includes(locationId)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));

const notAppliedTexts: Record<NotAppliedReason, string> = {
  notFound: "no longer exists",
  inactive: "is not active",
  channel: "is not for the register",
  location: "is not offered at this location",
  schedule: "is not on at this time",
  product: "covers nothing in the cart",
  noCustomer: "needs a customer",
  points: "needs more loyalty points",
  outdone: "a better discount applies",
};

/** Why a discount the cashier chose takes nothing off, for the cart's hint. */
export const notAppliedText = (name: string, reason: NotAppliedReason) =>
  reason === "outdone" ? `${name}: ${notAppliedTexts.outdone}` : `${name} ${notAppliedTexts[reason]}`;

/** Grams with at most 3 decimals: 3.5, 0.25, 30. */
export const gramsText = (grams: number) => Number(grams.toFixed(3)).toString();
export const formatGrams = (grams: number) => `${gramsText(grams)} g`;

/**
 * The cart as a parked sale's lines: each keeps the unit price it was quoted at and one discount (the one it
 * carried, else the first the cashier chose for it), to be priced again when the sale is resumed.
 */
export const queueLinesOf = (cart: CartState, quote: SaleQuote): QueueLineInput[] =>
  cart.lines.map((line) => {
    const priced = quote.lines.find((candidate) => candidate.lineId === line.lineId);
    return {
      productId: line.product.id,
      batchId: line.batchId,
      quantity: line.quantity,
      price: priced?.price ?? line.priceOverride ?? line.product.price ?? 0,
      discountPrice: priced?.discountPrice ?? 0,
      discountId: line.discountId ?? line.manualDiscountIds[0] ?? null,
    };
  });
