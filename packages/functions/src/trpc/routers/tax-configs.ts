import {
  ZCreateTaxConfigInput,
  ZTaxConfigRef,
  ZUpdateTaxConfigInput,
} from "@pos/core/tax-config/tax-config.schema";
import {
  createTaxConfig,
  deleteTaxConfig,
  getTaxConfig,
  listTaxConfigs,
  updateTaxConfig,
} from "@pos/core/tax-config/tax-configs";
import { featureProcedure, router } from "../init";

const manage = featureProcedure("taxConfig", "CAN_MANAGE_COMPANY", "company");
/** The product form's choice of configurations: whoever edits products. */
const choose = featureProcedure("taxConfig", "CAN_MANAGE_PRODUCTS", "company");

/** settings/taxConfigurations (flag taxConfig): tax rules by category and location, with deposits. */
export const taxConfigsRouter = router({
  list: manage.query(async ({ input }) => ({ items: await listTaxConfigs(input.companyId) })),
  options: choose.query(async ({ input }) => ({
    items: (await listTaxConfigs(input.companyId)).map(({ id, name, isActive }) => ({ id, name, isActive })),
  })),
  get: manage.input(ZTaxConfigRef).query(({ input }) => getTaxConfig(input)),
  create: manage.input(ZCreateTaxConfigInput).mutation(({ input }) => createTaxConfig(input)),
  update: manage.input(ZUpdateTaxConfigInput).mutation(({ input }) => updateTaxConfig(input)),
  delete: manage.input(ZTaxConfigRef).mutation(async ({ input }) => {
    await deleteTaxConfig(input);
    return { ok: true as const };
  }),
});
