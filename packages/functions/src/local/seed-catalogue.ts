/** Imports core: load only after the environment is set (see runtime.ts). */
import { createCategory } from "@pos/core/catalog/categories";
import { addChild, newProductDraft, setInventoryMode } from "@pos/core/catalog/product-rules";
import type { ChildProduct, LocationOverride, ProductDraft } from "@pos/core/catalog/product.schema";
import { createProduct } from "@pos/core/catalog/products";
import { createSupplier } from "@pos/core/catalog/suppliers";
import { createTaxGroup } from "@pos/core/catalog/tax-groups";
import { demoCategories, demoSuppliers, demoTaxGroups } from "./demo-catalogue";
import { demoMasters, demoProducts, type DemoMaster, type DemoProduct } from "./demo-products";

type Ids = {
  categories: Map<string, string>;
  suppliers: Map<string, string>;
  hst: string;
  kensington: string | null;
};

const cannabisWeighed = new Set(["whole", "milled", "singles", "packs"]);

function idOf(ids: Map<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo catalogue: unknown key ${key}`);
  return id;
}

async function seedTaxonomy(companyId: number): Promise<Omit<Ids, "kensington">> {
  const taxGroups = new Map<string, string>();
  for (const { key, name, taxes } of demoTaxGroups)
    taxGroups.set(key, (await createTaxGroup({ companyId, name, taxes: [...taxes] })).id);
  const suppliers = new Map<string, string>();
  for (const { key, ...fields } of demoSuppliers)
    suppliers.set(key, (await createSupplier({ companyId, ...fields, notes: null })).id);
  const categories = new Map<string, string>();
  for (const parent of demoCategories) {
    const { id } = await createCategory({
      companyId,
      name: parent.name,
      parentCategoryId: null,
      complianceCategoryId: parent.compliance,
    });
    categories.set(parent.key, id);
    for (const child of parent.children) {
      const created = await createCategory({
        companyId,
        name: child.name,
        parentCategoryId: id,
        complianceCategoryId: child.compliance ?? parent.compliance,
      });
      categories.set(child.key, created.id);
    }
  }
  return { categories, suppliers, hst: idOf(taxGroups, "hst") };
}

const kensingtonOverride = (ids: Ids, retailPrice: number | undefined): LocationOverride[] =>
  ids.kensington === null || retailPrice === undefined
    ? []
    : [{ locationId: ids.kensington, retailPrice, wholesaleCost: null, isActive: null, barcode: null }];

/** The fields a product and a master share. */
function filing(ids: Ids, item: DemoProduct | DemoMaster): Partial<ProductDraft> {
  return {
    name: item.name,
    sku: item.sku,
    categoryId: idOf(ids.categories, item.category),
    supplierId: idOf(ids.suppliers, item.supplier),
    taxGroupId: ids.hst,
    strainType: item.strain ?? null,
    thc: item.thc ?? null,
    cbd: item.cbd ?? null,
    tags: item.tags ?? [],
    description: item.description ?? null,
  };
}

function productDraft(ids: Ids, item: DemoProduct): ProductDraft {
  return newProductDraft({
    ...filing(ids, item),
    barcode: item.gtin,
    gtin: item.gtin,
    price: item.price,
    purchasePrice: item.cost,
    weight: item.weight ?? null,
    cannabisWeight: cannabisWeighed.has(item.category) ? (item.weight ?? null) : null,
    driedCannabisEquivalent: item.dce ?? null,
    locationOverrides: kensingtonOverride(ids, item.kensingtonPrice),
  });
}

/** A prepack master built through the rules: one child per size, each with its own stock, codes and price. */
function masterDraft(ids: Ids, item: DemoMaster): ProductDraft {
  let draft = setInventoryMode(newProductDraft(filing(ids, item)), "prepack");
  while (draft.childProducts.length < item.sizes.length) draft = addChild(draft);
  const sized = (child: ChildProduct, index: number): ChildProduct => {
    const size = item.sizes[index];
    if (!size) return child;
    return {
      ...child,
      name: `${item.name} ${size.grams} g`,
      sku: `${item.sku}-${size.grams}`,
      barcode: size.gtin,
      gtin: size.gtin,
      price: size.price,
      purchasePrice: size.cost,
      thc: item.thc ?? null,
      cbd: item.cbd ?? null,
      weight: size.grams,
      cannabisWeight: size.grams,
      driedCannabisEquivalent: size.grams,
      tags: item.tags ?? [],
      locationOverrides: kensingtonOverride(ids, size.kensingtonPrice),
    };
  };
  return { ...draft, childProducts: draft.childProducts.map(sized) };
}

/** Creates the demo catalogue through the core functions, so every catalogue rule applies to it. */
export async function seedDemoCatalogue(companyId: number, kensington: string | null): Promise<void> {
  const ids: Ids = { ...(await seedTaxonomy(companyId)), kensington };
  for (const item of demoProducts) await createProduct({ companyId, product: productDraft(ids, item) });
  for (const item of demoMasters) await createProduct({ companyId, product: masterDraft(ids, item) });
}
