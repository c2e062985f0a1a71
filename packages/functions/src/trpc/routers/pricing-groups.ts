import {
  ZCreatePricingGroupInput,
  ZPricingGroupRef,
  ZUpdatePricingGroupInput,
} from "@pos/core/pricing-groups/pricing-group.schema";
import {
  createPricingGroup,
  deletePricingGroup,
  listPricingGroups,
  updatePricingGroup,
} from "@pos/core/pricing-groups/pricing-groups";
import { featureProcedure, router } from "../init";

const manage = featureProcedure("canAccessPricingGroups", "CAN_MANAGE_PRODUCTS", "company");

/** Pricing groups (permission flag canAccessPricingGroups): products in a group share its price. */
export const pricingGroupsRouter = router({
  list: manage.query(async ({ input }) => ({ items: await listPricingGroups(input.companyId) })),
  create: manage.input(ZCreatePricingGroupInput).mutation(({ input }) => createPricingGroup(input)),
  update: manage.input(ZUpdatePricingGroupInput).mutation(({ input }) => updatePricingGroup(input)),
  delete: manage.input(ZPricingGroupRef).mutation(async ({ input }) => {
    await deletePricingGroup(input);
    return { ok: true as const };
  }),
});
