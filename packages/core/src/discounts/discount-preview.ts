import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany, getLocation, listLocations } from "../company/company";
import { getCompanyFlags } from "../company/feature-flags";
import { readItems } from "../catalog/product-store";
import { categoryParents } from "../catalog/listing-reads";
import { readCustomer } from "../customers/customers";
import { draftDiscountId, ZPreviewDiscountsInput, type PreviewDiscountsInput } from "./discount.schema";
import { listDiscounts } from "./discounts";
import { priceCart } from "./engine";
import type { PricedCart, PricingSettingsInput } from "./pricing.schema";

export interface DiscountPreview {
  cart: PricedCart;
  /** The cart's lines with the product each stands for (line ids are "1", "2", ... in the order sent). */
  products: { lineId: string; productId: string; name: string; unitPrice: number }[];
}

/**
 * The company's pricing settings for the engine. The external loyalty program is not connected yet, so no
 * reward has an external cost: with canUseExternalLoyalty (or without canAccessLoyalty) rewards are switched off.
 */
export async function pricingSettings(companyId: number): Promise<PricingSettingsInput> {
  const flags = await getCompanyFlags(companyId);
  return {
    internalLoyalty: flags.permissions.canAccessLoyalty,
    externalLoyalty: flags.permissions.canUseExternalLoyalty,
    externalRewardCosts: {},
    overlappingAutoDiscounts: flags.featureFlags.overlappingAutoDiscounts,
    stackingDiscounts: flags.featureFlags.stackingDiscounts,
    autoLoyaltyDiscount: flags.featureFlags.autoLoyaltyDiscount,
  };
}

function ancestorsOf(categoryId: string | null, parents: Map<string, string | null>): string[] {
  const found: string[] = [];
  for (let id = categoryId; id && !found.includes(id); id = parents.get(id) ?? null) found.push(id);
  return found;
}

async function previewLocation(companyId: number, locationId: string | undefined): Promise<string> {
  if (locationId) return (await getLocation(companyId, locationId)).id;
  const [first] = await listLocations(companyId);
  if (!first) throw new AppError("INVALID_INPUT", "Add a location before previewing discounts");
  return first.id;
}

/** The dashboard's "Try it on a cart": the saved discounts (and the one being edited) through priceCart. */
export async function previewDiscounts(input: PreviewDiscountsInput): Promise<DiscountPreview> {
  const data = ZPreviewDiscountsInput.parse(input);
  const { companyId } = data;
  const [company, locationId, saved, settings, items, categories, customer] = await Promise.all([
    getCompany(companyId),
    previewLocation(companyId, data.locationId),
    listDiscounts(companyId),
    pricingSettings(companyId),
    readItems(
      companyId,
      data.lines.map((line) => line.productId),
    ),
    categoryParents(companyId),
    data.customerId ? readCustomer(companyId, data.customerId) : Promise.resolve(null),
  ]);
  const productById = new Map(items.filter((item) => !item.isDeleted).map((item) => [item.productId, item]));
  const parents = new Map(categories.map((category) => [category.categoryId, category.parentCategoryId]));
  const products = data.lines.map((line, index) => {
    const product = productById.get(line.productId);
    if (!product) throw new AppError("NOT_FOUND", "Product not found");
    return { line, product, lineId: String(index + 1) };
  });
  const draftId = data.draftId ?? draftDiscountId;
  const discounts = data.draft
    ? [...saved.filter((discount) => discount.id !== draftId), { ...data.draft, id: draftId }]
    : saved;
  const cart = priceCart({
    lines: products.map(({ line, product, lineId }) => ({
      lineId,
      productId: product.productId,
      parentProductId: product.parentId ?? null,
      categoryIds: ancestorsOf(product.categoryId ?? null, parents),
      quantity: line.quantity,
      unitPrice: product.price ?? 0,
      manualDiscountIds: line.manualDiscountIds,
    })),
    orderDiscountIds: data.orderDiscountIds,
    discounts,
    channel: data.channel,
    locationId,
    at: data.at ?? now().toISOString(),
    timeZone: company.timezone,
    customer: customer && { id: customer.customerId, loyaltyPoints: customer.loyaltyPoints },
    settings,
  });
  return {
    cart,
    products: products.map(({ product, lineId }) => ({
      lineId,
      productId: product.productId,
      name: product.name,
      unitPrice: product.price ?? 0,
    })),
  };
}
