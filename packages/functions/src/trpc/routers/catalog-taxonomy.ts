import {
  createCategory,
  deleteCategory,
  listCategories,
  mergeCategory,
  reorderCategories,
  updateCategories,
} from "@pos/core/catalog/categories";
import {
  complianceCategories,
  ZCategoryRef,
  ZCreateCategoryInput,
  ZListCategoriesInput,
  ZMergeCategoryInput,
  ZReorderCategoriesInput,
  ZUpdateCategoriesInput,
} from "@pos/core/catalog/category.schema";
import { ZCreateSupplierInput, ZSupplierRef, ZUpdateSupplierInput } from "@pos/core/catalog/supplier.schema";
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from "@pos/core/catalog/suppliers";
import { ZCreateTaxGroupInput, ZTaxGroupRef, ZUpdateTaxGroupInput } from "@pos/core/catalog/tax-group.schema";
import {
  createTaxGroup,
  deleteTaxGroup,
  getTaxGroup,
  listTaxGroups,
  updateTaxGroup,
} from "@pos/core/catalog/tax-groups";
import { companyProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_PRODUCTS", "company");
const done = { ok: true as const };

export const categoriesRouter = router({
  list: manage.input(ZListCategoriesInput).query(({ input }) => listCategories(input)),
  create: manage.input(ZCreateCategoryInput).mutation(({ input }) => createCategory(input)),
  /** One or many categories, in one transaction. */
  update: manage.input(ZUpdateCategoriesInput).mutation(({ input }) => updateCategories(input)),
  reorder: manage.input(ZReorderCategoriesInput).mutation(({ input }) => reorderCategories(input)),
  delete: manage.input(ZCategoryRef).mutation(async ({ input }) => {
    await deleteCategory(input);
    return done;
  }),
  merge: manage.input(ZMergeCategoryInput).mutation(({ input }) => mergeCategory(input)),
});

export const complianceCategoriesRouter = router({
  list: manage.query(() => ({ items: complianceCategories })),
});

export const suppliersRouter = router({
  list: manage.query(async ({ input }) => ({ items: await listSuppliers(input.companyId) })),
  get: manage.input(ZSupplierRef).query(({ input }) => getSupplier(input)),
  create: manage.input(ZCreateSupplierInput).mutation(({ input }) => createSupplier(input)),
  update: manage.input(ZUpdateSupplierInput).mutation(({ input }) => updateSupplier(input)),
  delete: manage.input(ZSupplierRef).mutation(async ({ input }) => {
    await deleteSupplier(input);
    return done;
  }),
});

export const taxGroupsRouter = router({
  list: manage.query(async ({ input }) => ({ items: await listTaxGroups(input.companyId) })),
  get: manage.input(ZTaxGroupRef).query(({ input }) => getTaxGroup(input)),
  create: manage.input(ZCreateTaxGroupInput).mutation(({ input }) => createTaxGroup(input)),
  update: manage.input(ZUpdateTaxGroupInput).mutation(({ input }) => updateTaxGroup(input)),
  delete: manage.input(ZTaxGroupRef).mutation(async ({ input }) => {
    await deleteTaxGroup(input);
    return done;
  }),
});
