import { CategoryEntity } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { SupplierEntity } from "../catalog/supplier.entity";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { createSupplier } from "../catalog/suppliers";
import { listLocations } from "../company/company";
import { readInventoryCompany } from "../inventory/stock-targets";
import type { RowContext } from "./product-families";

/** admin.md 5: "a subcategory uses the separator ' - '". */
const subcategorySeparator = " - ";
/** The category a product gets when its own does not exist (docs/decisions.md). */
const defaultCategoryNames = ["default", "uncategorized", "uncategorised"];

const key = (text: string): string => text.trim().toLowerCase();

/** What a product import checks rows against, read once per stage: the company's taxonomy, locations and SKUs. */
export async function loadCatalogue(companyId: number, lenient: boolean) {
  const [company, categories, suppliers, taxGroups, locations, products] = await Promise.all([
    readInventoryCompany(companyId),
    CategoryEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    SupplierEntity.query.byCompany({ companyId }).go({ pages: "all", attributes: ["supplierId", "name"] }),
    TaxGroupEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    listLocations(companyId),
    Product.query
      .byCompany({ companyId })
      .go({ pages: "all", attributes: ["productId", "sku", "parentId", "isMasterProduct"] }),
  ]);
  const productCategories = categories.data.filter((category) => category.categoryType === "PRODUCT");
  const topLevel = new Map(
    productCategories
      .filter((category) => !category.parentCategoryId)
      .map((category) => [key(category.name), category]),
  );
  const byName = new Map(productCategories.map((category) => [key(category.name), category]));
  const defaultCategory =
    defaultCategoryNames.map((name) => topLevel.get(name)).find(Boolean)?.categoryId ?? null;
  const supplierIds = new Map(
    suppliers.data.map((supplier) => [key(supplier.name ?? ""), supplier.supplierId ?? ""]),
  );
  const supplierNames = new Map(
    suppliers.data.map((supplier) => [supplier.supplierId ?? "", supplier.name ?? ""]),
  );
  const taxGroupIds = new Map(
    taxGroups.data.flatMap((group) => [
      [group.taxGroupId, group.taxGroupId],
      [key(group.name), group.taxGroupId],
    ]),
  );
  const locationIds = new Map(
    locations.flatMap((location) => [
      [location.id, location.id],
      [key(location.name), location.id],
    ]),
  );
  const skus = new Map<string, { productId: string; parentId: string | null }>();
  for (const product of products.data)
    if (product.sku && product.productId)
      skus.set(key(product.sku), { productId: product.productId, parentId: product.parentId ?? null });

  const categoryOf = (text: string): { categoryId: string | null; known: boolean } => {
    const exact = byName.get(key(text));
    if (exact && !text.includes(subcategorySeparator)) return { categoryId: exact.categoryId, known: true };
    const [parentName, ...rest] = text.split(subcategorySeparator);
    const parent = topLevel.get(key(parentName ?? ""));
    const child =
      parent && rest.length > 0
        ? productCategories.find(
            (category) =>
              category.parentCategoryId === parent.categoryId &&
              key(category.name) === key(rest.join(subcategorySeparator)),
          )
        : undefined;
    if (child) return { categoryId: child.categoryId, known: true };
    if (exact) return { categoryId: exact.categoryId, known: true };
    return { categoryId: defaultCategory, known: false };
  };

  const context: RowContext = {
    lenient,
    lotTracking: company.isBatchTracking,
    categoryOf,
    taxGroupKnown: (id) => taxGroupIds.has(id) || taxGroupIds.has(key(id)),
    locationOf: (text) => locationIds.get(text) ?? locationIds.get(key(text)) ?? null,
  };
  return {
    companyId,
    province: company.province,
    context,
    categoryName: (id: string | null) =>
      id ? (productCategories.find((entry) => entry.categoryId === id)?.name ?? id) : "",
    supplierName: (id: string | null) => (id ? (supplierNames.get(id) ?? id) : ""),
    taxGroupOf: (id: string) => taxGroupIds.get(id) ?? taxGroupIds.get(key(id)) ?? null,
    skus,
    /** The supplier's id by name, created when the company has none of that name (admin.md 7: create supplier by name). */
    async supplierOf(name: string): Promise<string> {
      const known = supplierIds.get(key(name));
      if (known) return known;
      const created = await createSupplier({
        companyId,
        name: name.trim().slice(0, 120),
        contactName: null,
        email: null,
        phone: null,
        address: null,
        province: null,
        licenceNumber: null,
        notes: null,
      });
      supplierIds.set(key(name), created.id);
      supplierNames.set(created.id, created.name);
      return created.id;
    },
    newSuppliers(names: string[]): string[] {
      return [
        ...new Set(names.map((name) => name.trim()).filter((name) => name && !supplierIds.has(key(name)))),
      ];
    },
  };
}
export type ImportCatalogue = Awaited<ReturnType<typeof loadCatalogue>>;
