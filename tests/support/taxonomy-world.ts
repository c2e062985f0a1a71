import { Product, type ProductItem } from "@pos/core/catalog/product.entity";
import { productItem } from "./catalog";

/** A product item written straight to the table, for tests of what refers to products (categories, suppliers, taxes). */
export async function putProduct(
  companyId: number,
  fields: Partial<
    Pick<ProductItem, "name" | "categoryId" | "supplierId" | "taxGroupId" | "isDeleted" | "parentId">
  > = {},
): Promise<ProductItem> {
  const product = productItem(companyId, { price: undefined, ...fields });
  const item = await Product.create(product).go();
  await visibleInChanges(companyId, product.productId, product.updateDate);
  return item.data;
}

/** Waits until the product shows in the `changes` index (a GSI, eventually consistent), which product counts read. */
async function visibleInChanges(companyId: number, productId: string, updateDate: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const changed = await Product.query
      .changes({ companyId })
      .between({ updateDate }, { updateDate: "9999" })
      .go({ attributes: ["productId"] });
    if (changed.data.some((found) => found.productId === productId)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Product ${productId} never reached the changes index`);
}

export async function productCategory(companyId: number, productId: string) {
  const item = (await Product.get({ companyId, productId }).go({ consistent: true })).data;
  return { categoryId: item?.categoryId ?? null, updateDate: item?.updateDate ?? null };
}
