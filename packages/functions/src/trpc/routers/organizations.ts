import {
  createOrganization,
  listOrganizations,
  migrateCompanyToOrganization,
  updateOrganization,
} from "@pos/core/organizations/organizations";
import {
  ZListOrganizationsInput,
  ZMigrateCompanyInput,
  ZOrganizationFields,
  ZUpdateOrganizationInput,
} from "@pos/core/organizations/organization.schema";
import { adminProcedure, router } from "../init";

export const organizationsRouter = router({
  list: adminProcedure.input(ZListOrganizationsInput).query(({ input }) => listOrganizations(input)),
  create: adminProcedure.input(ZOrganizationFields).mutation(({ input }) => createOrganization(input)),
  update: adminProcedure.input(ZUpdateOrganizationInput).mutation(({ input }) => updateOrganization(input)),
  migrateCompany: adminProcedure
    .input(ZMigrateCompanyInput)
    .mutation(({ input, ctx }) => migrateCompanyToOrganization(input, ctx.by)),
});
