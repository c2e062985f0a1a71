import { AppError } from "../common/errors";
import { CategoryEntity } from "../catalog/category.entity";
import type { ComplianceCategoryId } from "../catalog/category.schema";
import { Location, type CompanyItem, type LocationItem } from "../company/company.entity";
import { normalizeFlags } from "../company/feature-flags.schema";
import { complianceMessages, missingCodes, type GateProduct } from "./compliance.schema";

/** A location's province: its own, else its company's. */
export const provinceOf = (
  company: Pick<CompanyItem, "province">,
  location: Pick<LocationItem, "province">,
): string => location.province || company.province;

/**
 * Whether a location reports to the OCS and so gates its cannabis products: the company has the OCS compliance
 * flag and the location is in Ontario.
 */
export const complianceRequired = (
  company: Pick<CompanyItem, "province" | "featureFlags">,
  location: Pick<LocationItem, "province">,
): boolean => normalizeFlags(company).featureFlags.ocsCompliance && provinceOf(company, location) === "ON";

/** Health Canada's classes of cannabis; accessories are not cannabis. */
const isCannabisClass = (id: ComplianceCategoryId | null | undefined): boolean =>
  Boolean(id) && id !== "accessories";

/**
 * The categories whose products are cannabis: the nearest compliance category up the tree (the category's own,
 * else its parent's, ...) is a cannabis class.
 */
export async function cannabisCategoryIds(companyId: number): Promise<Set<string>> {
  const items = (
    await CategoryEntity.query
      .byCompany({ companyId })
      .go({ pages: "all", attributes: ["categoryId", "parentCategoryId", "complianceCategoryId"] })
  ).data;
  const byId = new Map(items.map((item) => [item.categoryId, item]));
  const cannabis = new Set<string>();
  for (const item of items) {
    const seen = new Set<string>();
    let node: typeof item | undefined = item;
    while (node && !node.complianceCategoryId && node.parentCategoryId && !seen.has(node.categoryId)) {
      seen.add(node.categoryId);
      node = byId.get(node.parentCategoryId);
    }
    if (isCannabisClass(node?.complianceCategoryId)) cannabis.add(item.categoryId);
  }
  return cannabis;
}

/**
 * Whether a product is cannabis (docs/decisions.md): it has a dried cannabis equivalent, or its category's
 * compliance category is a class of cannabis. Services, fees and gift cards never are.
 */
export function isCannabis(product: GateProduct, cannabisCategories: ReadonlySet<string>): boolean {
  if (product.isGiftCard || (product.productType && product.productType !== "product")) return false;
  if ((product.driedCannabisEquivalent ?? 0) > 0) return true;
  return Boolean(product.categoryId && cannabisCategories.has(product.categoryId));
}

/** The gate of one company: which locations are gated and which categories hold cannabis. */
export interface ComplianceGate {
  /** The message refusing a product at a location, or null when it may move there. */
  problem(locationId: string, product: GateProduct): string | null;
  /** Throws the 400 of `problem`. */
  assert(locationId: string, product: GateProduct): void;
}

export const openGate: ComplianceGate = { problem: () => null, assert: () => undefined };

/** The company's gate at these locations; the categories are read only when one of them is gated. */
export async function complianceGate(
  company: CompanyItem,
  locations: readonly Pick<LocationItem, "locationId" | "province">[],
): Promise<ComplianceGate> {
  const gated = new Set(
    locations
      .filter((location) => complianceRequired(company, location))
      .map((location) => location.locationId),
  );
  if (gated.size === 0) return openGate;
  const categories = await cannabisCategoryIds(company.companyId);
  const problem = (locationId: string, product: GateProduct): string | null => {
    // A master's codes are its children's (turning master on clears its GTIN): its children are gated.
    if (!gated.has(locationId) || product.isMasterProduct || !isCannabis(product, categories)) return null;
    const missing = missingCodes(product);
    return missing.length === 0 ? null : complianceMessages.blocked(product.name, missing);
  };
  return {
    problem,
    assert: (locationId, product) => {
      const message = problem(locationId, product);
      if (message) throw new AppError("INVALID_INPUT", message);
    },
  };
}

/** The gate at one location of the company (a location that is not the company's is a 400). */
export async function locationGate(company: CompanyItem, locationId: string): Promise<ComplianceGate> {
  const location = (await Location.get({ companyId: company.companyId, locationId }).go()).data;
  if (!location) throw new AppError("INVALID_INPUT", "Location not found");
  return complianceGate(company, [location]);
}
