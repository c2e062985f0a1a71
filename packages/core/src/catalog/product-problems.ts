import { isValidGtin } from "./gtin";
import { withoutZeroWidth } from "./product-normalize";
import { catalogLimits, type CannabinoidEntry, type ChildProduct, type ProductDraft } from "./product.schema";

export interface ProductProblem {
  /** Dotted path of the field, as react-hook-form names it (e.g. "childProducts.0.name"). */
  path: string;
  message: string;
}

export const productMessages = {
  nameRequired: "Name is required",
  needsChild: "A master product needs at least one child product",
  tooManyChildren: `A master product has at most ${catalogLimits.children} child products`,
  childrenWithoutMaster: "Only a master product has child products",
  invalidGtin: "Enter a valid GTIN (8, 12, 13 or 14 digits)",
  duplicateOverride: "This location already has an override",
  tagTooLong: `A tag is at most ${catalogLimits.tagLength} characters`,
  bulkChildTracked: "In bulk mode only the master product tracks inventory",
  prepackChildUntracked: "In prepack mode each child product tracks its own inventory",
  minAboveMax: (name: "THC" | "CBD") => `Minimum ${name} is above maximum ${name}`,
  percentAbove100: "A percentage is at most 100",
  lotNumberMissing: "This product is lot-tracked: give each location's cannabinoid values a lot number",
  lotNumberWithoutTracking: "Cannabinoid values have a lot number but lot tracking is off",
  lotTrackingLocked: "Lot tracking cannot be turned off once it is on.",
} as const;

/**
 * dashboard.md 4: "a batch-tracking mismatch with location-level cannabinoids". A lot-tracked product keeps its
 * cannabinoid values per lot, so a location-level entry without a lot number is a mismatch; a product without lot
 * tracking has no lots, so an entry with a lot number is one.
 */
export function batchTrackingMismatch(
  product: ChildProduct,
): "lotNumberMissing" | "lotNumberWithoutTracking" | null {
  const entries = product.cannabinoidMetaData;
  if (product.isBatchTracked)
    return entries.some((entry) => entry.isLocationCannabinoid && !entry.batchNumber?.trim())
      ? "lotNumberMissing"
      : null;
  return entries.some((entry) => entry.batchNumber?.trim()) ? "lotNumberWithoutTracking" : null;
}

export const hasBatchTrackingMismatch = (product: ChildProduct): boolean =>
  batchTrackingMismatch(product) !== null;

function cannabinoidProblems(entry: CannabinoidEntry, at: string): ProductProblem[] {
  const problems: ProductProblem[] = [];
  if (entry.minTHC !== null && entry.maxTHC !== null && entry.minTHC > entry.maxTHC)
    problems.push({ path: `${at}.minTHC`, message: productMessages.minAboveMax("THC") });
  if (entry.minCBD !== null && entry.maxCBD !== null && entry.minCBD > entry.maxCBD)
    problems.push({ path: `${at}.minCBD`, message: productMessages.minAboveMax("CBD") });
  if (entry.unit === "%") {
    const fields = ["thc", "cbd", "minTHC", "maxTHC", "minCBD", "maxCBD"] as const;
    const over = fields.find((field) => (entry[field] ?? 0) > 100);
    if (over) problems.push({ path: `${at}.${over}`, message: productMessages.percentAbove100 });
  }
  return problems;
}

/** Problems of the fields a child shares with its master; `at` prefixes the paths ("" or "childProducts.0."). */
function fieldProblems(product: ChildProduct, at: string): ProductProblem[] {
  const problems: ProductProblem[] = [];
  if (!withoutZeroWidth(product.name).trim())
    problems.push({ path: `${at}name`, message: productMessages.nameRequired });
  const gtin = withoutZeroWidth(product.gtin ?? "").trim();
  if (gtin && !isValidGtin(gtin)) problems.push({ path: `${at}gtin`, message: productMessages.invalidGtin });
  product.tags.forEach((tag, index) => {
    if (tag.trim().length > catalogLimits.tagLength)
      problems.push({ path: `${at}tags.${index}`, message: productMessages.tagTooLong });
  });
  const locations = new Set<string>();
  product.locationOverrides.forEach((override, index) => {
    if (locations.has(override.locationId))
      problems.push({
        path: `${at}locationOverrides.${index}.locationId`,
        message: productMessages.duplicateOverride,
      });
    locations.add(override.locationId);
  });
  product.cannabinoidMetaData.forEach((entry, index) =>
    problems.push(...cannabinoidProblems(entry, `${at}cannabinoidMetaData.${index}`)),
  );
  const mismatch = batchTrackingMismatch(product);
  if (mismatch) problems.push({ path: `${at}cannabinoidMetaData`, message: productMessages[mismatch] });
  return problems;
}

function masterProblems(product: ProductDraft): ProductProblem[] {
  const children = product.childProducts;
  if (!product.isMasterProduct)
    return children.length > 0
      ? [{ path: "childProducts", message: productMessages.childrenWithoutMaster }]
      : [];
  if (children.length === 0) return [{ path: "childProducts", message: productMessages.needsChild }];
  if (children.length > catalogLimits.children)
    return [{ path: "childProducts", message: productMessages.tooManyChildren }];
  return children.flatMap((child, index) => {
    const at = `childProducts.${index}.`;
    const problems = fieldProblems(child, at);
    if (product.trackInventory && child.trackInventory)
      problems.push({ path: `${at}trackInventory`, message: productMessages.bulkChildTracked });
    if (!product.trackInventory && !child.trackInventory)
      problems.push({ path: `${at}trackInventory`, message: productMessages.prepackChildUntracked });
    return problems;
  });
}

/** Everything that stops a product from being saved, in the order of the form. Empty: it can be saved. */
export function productProblems(product: ProductDraft): ProductProblem[] {
  return [...fieldProblems(product, ""), ...masterProblems(product)];
}
