import { updateProduct } from "@pos/core/catalog/product-update";
import { createProduct, deleteProduct, getProduct, undeleteProductById } from "@pos/core/catalog/products";
import { ZCreateProductInput, ZProductRef, ZUpdateProductInput } from "@pos/core/catalog/product.schema";
import { companyProcedure, router } from "../init";
import { listingProcedures } from "./catalog-listing";

const manage = companyProcedure("CAN_MANAGE_PRODUCTS", "company");

export const productsRouter = router({
  ...listingProcedures,
  get: manage.input(ZProductRef).query(({ input }) => getProduct(input)),
  create: manage.input(ZCreateProductInput).mutation(({ input }) => createProduct(input)),
  update: manage.input(ZUpdateProductInput).mutation(({ input }) => updateProduct(input)),
  delete: manage.input(ZProductRef).mutation(async ({ input }) => {
    await deleteProduct(input);
    return { ok: true as const };
  }),
  undelete: manage.input(ZProductRef).mutation(({ input }) => undeleteProductById(input)),
});
