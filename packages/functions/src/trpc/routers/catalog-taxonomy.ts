import { router } from "../init";

export const categoriesRouter = router({});
export const complianceCategoriesRouter = router({});
export const suppliersRouter = router({});
export const taxGroupsRouter = router({});
