import { exportProducts } from "@pos/core/catalog/export-products";
import { listProducts, productTags } from "@pos/core/catalog/listing-index";
import { ZExportProductsInput, ZListProductsInput } from "@pos/core/catalog/listing.schema";
import { companyProcedure } from "../init";

const manage = companyProcedure("CAN_MANAGE_PRODUCTS", "company");

/** The listing, tags and export procedures of `catalog.products` (spread into catalog-products.ts). */
export const listingProcedures = {
  list: manage.input(ZListProductsInput).query(({ input }) => listProducts(input)),
  tags: manage.query(async ({ input }) => ({ items: await productTags(input.companyId) })),
  exportCsv: manage.input(ZExportProductsInput).mutation(({ input }) => exportProducts(input)),
};
