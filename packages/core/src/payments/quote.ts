import { taxesFor } from "../catalog/tax-math";
import { AppError } from "../common/errors";
import type { Discount, SalesChannel } from "../discounts/discount.schema";
import { priceCart } from "../discounts/engine";
import type { PricingCustomer, PricingSettingsInput } from "../discounts/pricing.schema";
import {
  paymentMessages,
  purchaseLimitGrams,
  type LineTax,
  type SaleLineInput,
  type SaleQuote,
  type SaleQuoteLine,
} from "./payment.schema";
import type { PosProduct, PosTaxGroup } from "./pos-data.schema";

/**
 * The price of a cart, the same on the register (while the cart is built) and on the server (at checkout).
 * Pure: no database, no node: imports, so the web app imports it.
 */
export interface QuoteSaleInput {
  lines: SaleLineInput[];
  orderDiscountIds?: string[];
  /** Every product of the lines and their parents. */
  products: Record<string, PosProduct>;
  taxGroups: Record<string, PosTaxGroup>;
  discounts: Discount[];
  customer: PricingCustomer | null;
  settings: PricingSettingsInput;
  channel?: SalesChannel;
  locationId: string;
  at: string;
  timeZone: string;
}

/** Grams kept to the milligram, so 3 × 0.1 g is 0.3 g and not 0.30000000000000004 g. */
const toMilligram = (grams: number) => Math.round(grams * 1000) / 1000;

export function saleProduct(products: Record<string, PosProduct>, productId: string): PosProduct {
  const product = products[productId];
  if (!product) throw new AppError("INVALID_INPUT", paymentMessages.productUnavailable(productId));
  if (!product.isActive || product.isDeleted) {
    throw new AppError("INVALID_INPUT", paymentMessages.productUnavailable(product.name));
  }
  return product;
}

export function unitPriceOf(product: PosProduct, priceOverride: number | null | undefined): number {
  const price = priceOverride ?? product.price;
  if (price === null) throw new AppError("INVALID_INPUT", paymentMessages.freePriceMissing(product.name));
  return price;
}

/** Taxes of many lines added up per tax (name and rate), in the order they first appear. */
export function sumTaxes(taxLists: readonly (readonly LineTax[])[]): LineTax[] {
  const sums = new Map<string, LineTax>();
  for (const tax of taxLists.flat()) {
    const key = `${tax.name}\u0000${tax.rate}`;
    const sum = sums.get(key) ?? { name: tax.name, rate: tax.rate, amount: 0 };
    sums.set(key, { ...sum, amount: sum.amount + tax.amount });
  }
  return [...sums.values()];
}

export function quoteSale(input: QuoteSaleInput): SaleQuote {
  const products = input.lines.map((line) => saleProduct(input.products, line.productId));
  const priced = priceCart({
    lines: input.lines.map((line, index) => {
      const product = products[index]!;
      const parent = product.parentId ? input.products[product.parentId] : undefined;
      return {
        lineId: line.lineId,
        productId: product.id,
        parentProductId: product.parentId,
        categoryIds: product.categoryIds.length > 0 ? product.categoryIds : (parent?.categoryIds ?? []),
        quantity: line.quantity,
        unitPrice: unitPriceOf(product, line.priceOverride),
        manualDiscountIds: line.manualDiscountIds ?? [],
        discountId: line.discountId ?? null,
      };
    }),
    orderDiscountIds: input.orderDiscountIds ?? [],
    discounts: input.discounts,
    channel: input.channel ?? "POS",
    locationId: input.locationId,
    at: input.at,
    timeZone: input.timeZone,
    customer: input.customer,
    settings: input.settings,
  });

  const lines: SaleQuoteLine[] = priced.lines.map((pricedLine, index) => {
    const line = input.lines[index]!;
    const product = products[index]!;
    const parent = product.parentId ? input.products[product.parentId] : undefined;
    const taxGroupId = product.taxGroupId ?? parent?.taxGroupId ?? null;
    const taxGroup = taxGroupId ? input.taxGroups[taxGroupId] : undefined;
    const configured = product.configuredTaxes ?? parent?.configuredTaxes;
    const taxes = taxesFor(pricedLine.total, configured ?? taxGroup?.taxes ?? []).taxes.map((tax) => ({
      name: tax.name,
      rate: tax.rate,
      amount: tax.amountCents,
    }));
    const depositFee = Math.round(product.depositFee * line.quantity);
    const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    return {
      lineId: line.lineId,
      price: unitPriceOf(product, line.priceOverride),
      linePrice: pricedLine.linePrice,
      discountPrice: pricedLine.discountPrice,
      cartDiscountPrice: pricedLine.cartDiscountPrice,
      discounts: pricedLine.discounts,
      discountMessage: pricedLine.discountMessage,
      depositFee,
      taxes,
      total: pricedLine.total + taxTotal + depositFee,
      cannabisEquivalentGrams: toMilligram(line.quantity * (product.driedCannabisEquivalent ?? 0)),
    };
  });

  const taxes = sumTaxes(lines.map((line) => line.taxes));
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const depositTotal = lines.reduce((sum, line) => sum + line.depositFee, 0);
  const grams = toMilligram(lines.reduce((sum, line) => sum + line.cannabisEquivalentGrams, 0));
  return {
    lines,
    subtotal: priced.subtotal,
    discountTotal: priced.discountTotal,
    taxes,
    taxTotal,
    depositTotal,
    total: priced.total + taxTotal + depositTotal,
    cannabisEquivalentGrams: grams,
    overLimit: grams > purchaseLimitGrams,
    loyaltyDiscountPoints: priced.loyalty.points,
    notApplied: priced.notApplied,
  };
}
