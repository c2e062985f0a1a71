import { listCategories } from "../catalog/categories";
import type { Category } from "../catalog/category.schema";
import { matchingRows } from "../catalog/listing-index";
import { listSuppliers } from "../catalog/suppliers";
import { restockSuggestions, type RestockSuggestion } from "../inventory/restock";
import type {
  RestockReason,
  RestockReport,
  RestockReportInput,
  RestockReportRow,
} from "./restock-report.schema";
import { restockReportDefaults } from "./restock-report.schema";

function reasonsOf(entry: RestockSuggestion, horizonDays: number): RestockReason[] {
  const reasons: RestockReason[] = [];
  if (entry.reorderPoint !== null && entry.onHand <= entry.reorderPoint) reasons.push("reorderPoint");
  if (entry.daysOfCover !== null && entry.daysOfCover <= horizonDays) reasons.push("runningOut");
  return reasons;
}

const flatten = (tree: Category[]): Category[] =>
  tree.flatMap((category) => [category, ...flatten(category.childCategories)]);

/**
 * analytics/restock for one location: the products at or under their reorder point, or whose days of cover (on
 * hand over the last 30 days' sales rate) end within `horizonDays`, each with the quantity the purchase order's
 * "Suggested order" would propose (inventory/restock.ts computes both). Category (with its subcategories) and
 * supplier filters use the product listing's filters. Most urgent first: fewest days of cover, then name.
 */
export async function restockReport(
  input: RestockReportInput & { companyId: number },
): Promise<RestockReport> {
  const horizonDays = input.horizonDays ?? restockReportDefaults.horizonDays;
  const [suggestions, rows, categoryTree, supplierList] = await Promise.all([
    restockSuggestions({ companyId: input.companyId, locationId: input.locationId }),
    matchingRows({
      companyId: input.companyId,
      view: "active",
      selectedCategoryIds: input.categoryId ? [input.categoryId] : undefined,
      selectedSupplierId: input.supplierId,
    }),
    listCategories({ companyId: input.companyId }),
    listSuppliers(input.companyId),
  ]);
  const categories = flatten(categoryTree).map(({ id, name }) => ({ id, name }));
  const suppliers = supplierList.map(({ id, name }) => ({ id, name }));
  const categoryNames = new Map(categories.map((entry) => [entry.id, entry.name]));
  const supplierNames = new Map(suppliers.map((entry) => [entry.id, entry.name]));
  const products = new Map(rows.flatMap((row) => [row, ...row.children]).map((row) => [row.id, row]));
  const restock = suggestions
    .flatMap((entry): RestockReportRow[] => {
      const product = products.get(entry.productId);
      const reasons = reasonsOf(entry, horizonDays);
      if (!product || reasons.length === 0) return [];
      const { categoryId, supplierId } = product;
      return [
        {
          ...entry,
          categoryId,
          categoryName: categoryId ? (categoryNames.get(categoryId) ?? null) : null,
          supplierId,
          supplierName: supplierId ? (supplierNames.get(supplierId) ?? null) : null,
          reasons,
        },
      ];
    })
    .sort(
      (a, b) =>
        (a.daysOfCover ?? Number.POSITIVE_INFINITY) - (b.daysOfCover ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name),
    );
  return { rows: restock, categories, suppliers };
}
