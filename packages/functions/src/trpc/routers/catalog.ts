import { router } from "../init";
import { productsRouter } from "./catalog-products";
import {
  categoriesRouter,
  complianceCategoriesRouter,
  suppliersRouter,
  taxGroupsRouter,
} from "./catalog-taxonomy";

export const catalogRouter = router({
  products: productsRouter,
  categories: categoriesRouter,
  complianceCategories: complianceCategoriesRouter,
  suppliers: suppliersRouter,
  taxGroups: taxGroupsRouter,
});
