import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { changesFeed, queryAll, type ChangesFeed, type RawItem } from "../db/changes-feed";
import { CategoryEntity } from "./category.entity";
import type { ProductListRow } from "./listing.schema";
import { Product } from "./product.entity";
import { indexedProduct, type IndexedProduct } from "./product-search";

const listingAttributes = [
  "productId",
  "parentId",
  "name",
  "sku",
  "barcode",
  "imageUrl",
  "price",
  "purchasePrice",
  "categoryId",
  "supplierId",
  "taxGroupId",
  "isActive",
  "isDeleted",
  "isMasterProduct",
  "trackInventory",
  "weight",
  "cannabisWeight",
  "cannabisVolume",
  "thc",
  "cbd",
  "strainType",
  "tags",
  "childIds",
  "createDate",
  "updateDate",
] as const;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const numeric = (value: unknown): number | null => (typeof value === "number" ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export function fromItem(item: RawItem): IndexedProduct {
  const row: Omit<ProductListRow, "children"> = {
    id: String(item.productId),
    parentId: text(item.parentId),
    name: text(item.name) ?? "",
    sku: text(item.sku),
    barcode: text(item.barcode),
    imageUrl: text(item.imageUrl),
    price: numeric(item.price),
    purchasePrice: numeric(item.purchasePrice),
    categoryId: text(item.categoryId),
    supplierId: text(item.supplierId),
    isActive: item.isActive === true,
    isDeleted: item.isDeleted === true,
    isMasterProduct: item.isMasterProduct === true,
    trackInventory: item.trackInventory === true,
    weight: numeric(item.weight),
    cannabisWeight: numeric(item.cannabisWeight),
    cannabisVolume: numeric(item.cannabisVolume),
    thc: numeric(item.thc),
    cbd: numeric(item.cbd),
    strainType: text(item.strainType) as ProductListRow["strainType"],
    tags: strings(item.tags),
    createDate: text(item.createDate) ?? "",
    updateDate: text(item.updateDate) ?? "",
  };
  return indexedProduct(row, { taxGroupId: text(item.taxGroupId), childIds: strings(item.childIds) });
}

/** The company's products through the Product entity's `changes` index, reading only the listing attributes. */
export const productChanges = (companyId: number): ChangesFeed =>
  changesFeed(
    (from, to) =>
      Product.query
        .changes({ companyId })
        .between({ updateDate: from }, { updateDate: to })
        .params() as QueryCommandInput,
    listingAttributes,
  );

/** The company's categories with their parents, to expand a category filter to its subcategories. */
export async function categoryParents(
  companyId: number,
): Promise<{ categoryId: string; parentCategoryId: string | null }[]> {
  const params = CategoryEntity.query
    .byCompany({ companyId })
    .between({ categoryId: "" }, { categoryId: "\uffff" })
    .params() as QueryCommandInput;
  const items = await queryAll(params, ["categoryId", "parentCategoryId"]);
  return items.map((item) => ({
    categoryId: String(item.categoryId),
    parentCategoryId: text(item.parentCategoryId),
  }));
}
