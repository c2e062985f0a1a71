import { Product as ProductEntity } from "@pos/core/catalog/product.entity";
import { addChild, newProductDraft, setInventoryMode, setUnit } from "@pos/core/catalog/product-rules";
import type { ProductDraft } from "@pos/core/catalog/product.schema";
import { callerFor, makeCompany } from "./world";

/** A company as `makeCompany` makes it, with its owner's caller and `catalog.products`. */
export async function shop() {
  const world = await makeCompany();
  const caller = await callerFor(world.owner.token);
  const companyId = world.company.id;
  const products = caller.catalog.products;
  return { ...world, caller, companyId, products };
}

/** Every product item of the company, read straight from the table. */
export async function storedItems(companyId: number) {
  return (await ProductEntity.query.byCompany({ companyId }).go({ pages: "all", consistent: true })).data;
}

/** A bulk master named `name` with children "3.5g" and "7g". */
export function bulkMaster(name: string): ProductDraft {
  const master = setUnit(addChild(setInventoryMode(newProductDraft({ name }), "bulk")), "g");
  return {
    ...master,
    childProducts: master.childProducts.map((child, index) => ({
      ...child,
      name: `${name} ${index === 0 ? "3.5g" : "7g"}`,
      price: index === 0 ? 3000 : 5500,
      inventorySubtractAmount: index === 0 ? 3.5 : 7,
    })),
  };
}
