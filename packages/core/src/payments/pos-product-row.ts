import type { RawItem } from "../db/changes-feed";
import { productTypes, productUnits, strainTypes } from "../catalog/product.schema";
import { openGate, type ComplianceGate } from "../compliance/product-gate";
import { configsFor, configuredTaxes, type TaxConfigRule } from "../tax-config/tax-config-rules";
import type { PosProduct } from "./pos-data.schema";

/** The product attributes the register reads (a projection: nothing else crosses the wire from DynamoDB). */
export const posProductAttributes = [
  "productId",
  "parentId",
  "childIds",
  "isMasterProduct",
  "name",
  "shortName",
  "shortDescription",
  "sku",
  "barcode",
  "gtin",
  "ocsSku",
  "isGiftCard",
  "imageUrl",
  "price",
  "depositFee",
  "unit",
  "inventorySubtractAmount",
  "categoryId",
  "supplierId",
  "taxGroupId",
  "taxConfigs",
  "trackInventory",
  "isBatchTracked",
  "productType",
  "strainType",
  "thc",
  "cbd",
  "driedCannabisEquivalent",
  "isActive",
  "isDeleted",
  "locationOverrides",
  "updateDate",
] as const;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const numeric = (value: unknown): number | null => (typeof value === "number" ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((candidate) => candidate === value) ?? null;

interface Override {
  retailPrice: number | null;
  isActive: boolean | null;
  barcode: string | null;
}

function overrideAt(item: RawItem, locationId: string): Override | null {
  const overrides = Array.isArray(item.locationOverrides) ? (item.locationOverrides as unknown[]) : [];
  for (const entry of overrides) {
    if (typeof entry !== "object" || entry === null) continue;
    const fields = entry as Record<string, unknown>;
    if (fields.locationId !== locationId) continue;
    return {
      retailPrice: numeric(fields.retailPrice),
      isActive: typeof fields.isActive === "boolean" ? fields.isActive : null,
      barcode: text(fields.barcode),
    };
  }
  return null;
}

/** The category and its ancestors, nearest first (a cycle, which the category rules forbid, stops the walk). */
export function withAncestors(categoryId: string | null, parents: Map<string, string | null>): string[] {
  const ids: string[] = [];
  for (let id = categoryId; id !== null && !ids.includes(id); id = parents.get(id) ?? null) ids.push(id);
  return ids;
}

/**
 * A stored product as the register at `locationId` sees it: the location's price, barcode and activity win; it is
 * sold by lot only when the company tracks lots too (`lotTracking`, admin.md 5). `gate`: the location's
 * compliance gate, whose refusal the register shows when the product is picked. `taxRules`: the company's tax
 * configurations when its taxConfig flag is on (null: off), whose taxes and deposit the product then carries.
 */
export function toPosProduct(
  item: RawItem,
  locationId: string,
  categoryParents: Map<string, string | null>,
  lotTracking: boolean,
  gate: ComplianceGate = openGate,
  taxRules: readonly TaxConfigRule[] | null = null,
): PosProduct {
  const override = overrideAt(item, locationId);
  const categoryId = text(item.categoryId);
  const categoryIds = withAncestors(categoryId, categoryParents);
  const configured =
    taxRules &&
    configuredTaxes(configsFor({ taxConfigs: strings(item.taxConfigs), categoryIds }, locationId, taxRules));
  const name = text(item.name) ?? "";
  const complianceBlock = gate.problem(locationId, {
    name,
    ocsSku: text(item.ocsSku),
    gtin: text(item.gtin),
    categoryId,
    driedCannabisEquivalent: numeric(item.driedCannabisEquivalent),
    productType: text(item.productType),
    isGiftCard: item.isGiftCard === true,
    isMasterProduct: item.isMasterProduct === true,
  });
  return {
    id: String(item.productId),
    parentId: text(item.parentId),
    childIds: strings(item.childIds),
    isMasterProduct: item.isMasterProduct === true,
    name,
    shortName: text(item.shortName),
    shortDescription: text(item.shortDescription),
    sku: text(item.sku),
    barcode: override?.barcode ?? text(item.barcode),
    gtin: text(item.gtin),
    ocsSku: text(item.ocsSku),
    imageUrl: text(item.imageUrl),
    price: override?.retailPrice ?? numeric(item.price),
    depositFee: (numeric(item.depositFee) ?? 0) + (configured?.depositCents ?? 0),
    unit: oneOf(productUnits, item.unit) ?? "unit",
    inventorySubtractAmount: numeric(item.inventorySubtractAmount) ?? 1,
    categoryId,
    categoryIds,
    supplierId: text(item.supplierId),
    taxGroupId: text(item.taxGroupId),
    ...(configured ? { configuredTaxes: configured.taxes } : {}),
    trackInventory: item.trackInventory === true,
    isBatchTracked: lotTracking && item.isBatchTracked === true,
    productType: oneOf(productTypes, item.productType) ?? "product",
    isGiftCard: item.isGiftCard === true,
    strainType: oneOf(strainTypes, item.strainType),
    thc: numeric(item.thc),
    cbd: numeric(item.cbd),
    driedCannabisEquivalent: numeric(item.driedCannabisEquivalent),
    isActive: override?.isActive ?? item.isActive === true,
    isDeleted: item.isDeleted === true,
    updateDate: text(item.updateDate) ?? "",
    complianceBlock,
  };
}
