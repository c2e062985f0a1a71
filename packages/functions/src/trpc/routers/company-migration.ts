import { getMigration, migrateCompanyData } from "@pos/core/company-migration/company-migration";
import { ZMigrateInput } from "@pos/core/company-migration/company-migration.schema";
import { ZProgressInput } from "@pos/core/onboarding/onboarding.schema";
import { adminProcedure, router } from "../init";

/** The company page's data migration card (admin.md 2, 4). */
export const companyMigrationRouter = router({
  migrate: adminProcedure
    .input(ZMigrateInput)
    .mutation(({ input, ctx }) => migrateCompanyData(input, ctx.by)),
  status: adminProcedure.input(ZProgressInput).query(({ input }) => getMigration(input)),
});
