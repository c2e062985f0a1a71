import {
  ZAddGlobalProductInput,
  ZChangeSetPageInput,
  ZCompanyGlobalProductsInput,
  ZExportInput,
  ZGlobalProductsInput,
  ZImportRef,
  ZSaveChunkInput,
  ZSearchProvinceProductsInput,
  ZStartImportInput,
  ZUploadCatalogueInput,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { exportCatalogue } from "@pos/core/province-catalog/catalogue-export";
import {
  createCatalogueUploadUrl,
  findImport,
  recentImports,
  recordCatalogueUpload,
  viewOf,
} from "@pos/core/province-catalog/catalogue-imports";
import { workQueued } from "@pos/core/jobs/work-queue";
import type { CatalogueKind } from "@pos/core/province-catalog/catalogue-store";
import {
  addGlobalProduct,
  companyGlobalProducts,
  listGlobalProducts,
} from "@pos/core/province-catalog/global-catalog";
import {
  cancelChangeSet,
  changeSetPage,
  saveChangeSetChunk,
  searchProvinceProducts,
} from "@pos/core/province-catalog/province-products";
import { z } from "zod";
import { adminProcedure, featureProcedure, router } from "../init";

/** Upload, record and follow a file; the worker reads it off the request. */
const uploadProcedures = (kind: CatalogueKind) => ({
  uploadUrl: adminProcedure
    .input(ZUploadCatalogueInput)
    .mutation(({ input }) => createCatalogueUploadUrl(kind, input)),
  startImport: adminProcedure.input(ZStartImportInput).mutation(async ({ input, ctx }) => {
    const item = await recordCatalogueUpload(kind, input, ctx.by.userId);
    await workQueued("catalogue-imports");
    return viewOf(item);
  }),
  importStatus: adminProcedure
    .input(ZImportRef)
    .query(async ({ input }) => viewOf(await findImport(input.importId))),
  recentImports: adminProcedure.input(z.object({}).optional()).query(() => recentImports(kind)),
  exportUrl: adminProcedure.input(ZExportInput).mutation(({ input }) => exportCatalogue(kind, input)),
});

const companyCatalog = featureProcedure("globalCatalog", "CAN_MANAGE_PRODUCTS", "company");

export const provinceCatalogRouter = router({
  provinceProducts: router({
    ...uploadProcedures("province"),
    search: adminProcedure
      .input(ZSearchProvinceProductsInput)
      .query(({ input }) => searchProvinceProducts(input)),
    productsToAdd: adminProcedure
      .input(ZChangeSetPageInput)
      .query(({ input }) => changeSetPage("productsToAdd", input)),
    updatedProducts: adminProcedure
      .input(ZChangeSetPageInput)
      .query(({ input }) => changeSetPage("updatedProducts", input)),
    saveChunk: adminProcedure.input(ZSaveChunkInput).mutation(({ input }) => saveChangeSetChunk(input)),
    cancel: adminProcedure.input(ZImportRef).mutation(({ input }) => cancelChangeSet(input.importId)),
  }),
  globalCatalog: router({
    ...uploadProcedures("global"),
    products: adminProcedure.input(ZGlobalProductsInput).query(({ input }) => listGlobalProducts(input)),
    companyProducts: companyCatalog
      .input(ZCompanyGlobalProductsInput)
      .query(({ input }) => companyGlobalProducts(input)),
    addToCompany: companyCatalog
      .input(ZAddGlobalProductInput)
      .mutation(({ input }) => addGlobalProduct(input)),
  }),
});
