import { inheritFromMaster, masterIsActive, withUnit } from "./product-draft";
import type { CannabinoidEntry, ChildProduct, LocationOverride, ProductDraft } from "./product.schema";

/** Zero-width space, non-joiner, joiner, word joiner and byte-order mark: invisible, but they break scans. */
const zeroWidth = /[\u200B-\u200D\u2060\uFEFF]/g;

export const withoutZeroWidth = (value: string): string => value.replace(zeroWidth, "");

/** Trimmed; empty becomes null. */
const text = (value: string | null): string | null => value?.trim() || null;
/** SKU, barcode and GTIN: zero-width characters removed, trimmed; empty becomes null. */
const code = (value: string | null): string | null => text(value === null ? null : withoutZeroWidth(value));
/** dashboard.md 5: empty or zero becomes null. */
const nonZero = (value: number | null): number | null => (value ? value : null);

/** Trimmed, empty ones dropped, the first spelling of each kept (case ignored). */
function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map((entry) => entry.trim())) {
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}

const normalizeOverride = (override: LocationOverride): LocationOverride => ({
  ...override,
  wholesaleCost: nonZero(override.wholesaleCost),
  barcode: code(override.barcode),
});

const normalizeCannabinoid = (entry: CannabinoidEntry): CannabinoidEntry => ({
  ...entry,
  batchNumber: text(entry.batchNumber),
  locationIds: [...new Set(entry.locationIds)],
});

function normalizeFields<T extends ChildProduct>(product: T): T {
  const images = product.images.map((image) => image.trim()).filter(Boolean);
  return withUnit(
    {
      ...product,
      name: withoutZeroWidth(product.name).trim(),
      sku: code(product.sku),
      barcode: code(product.barcode),
      gtin: code(product.gtin),
      ocsSku: code(product.ocsSku),
      shortName: text(product.shortName),
      description: text(product.description),
      shortDescription: text(product.shortDescription),
      wooCommerceProductId: text(product.wooCommerceProductId),
      globalProductId: text(product.globalProductId),
      images,
      imageUrl: images[0] ?? text(product.imageUrl),
      depositFee: nonZero(product.depositFee),
      purchasePrice: nonZero(product.purchasePrice),
      weight: nonZero(product.weight),
      cannabisWeight: nonZero(product.cannabisWeight),
      cannabisVolume: nonZero(product.cannabisVolume),
      driedCannabisEquivalent: nonZero(product.driedCannabisEquivalent),
      pricingTemplateId: null,
      tags: normalizeTags(product.tags),
      vendorIds: [...new Set(product.vendorIds)],
      locationOverrides: product.locationOverrides.map(normalizeOverride),
      cannabinoidMetaData: product.cannabinoidMetaData.map(normalizeCannabinoid),
    },
    product.unit,
  );
}

/**
 * What is sent and stored (dashboard.md 5): texts trimmed, name and codes without zero-width characters, empty and zero
 * measures null, tags de-duplicated, "unit" forcing a subtract amount of 1. A master's children are normalized
 * too, take its unit, category, supplier and tax group, and decide whether it is active.
 */
export function normalizeProduct(product: ProductDraft): ProductDraft {
  const inherited = inheritFromMaster(product);
  const normalized = normalizeFields({
    ...inherited,
    childProducts: inherited.childProducts.map((child) => normalizeFields(child)),
  });
  if (!normalized.isMasterProduct || normalized.childProducts.length === 0) return normalized;
  return { ...normalized, isActive: masterIsActive(normalized) };
}
