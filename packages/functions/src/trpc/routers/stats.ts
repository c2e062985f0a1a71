import { AppError } from "@pos/core/common/errors";
import { getCompanyProgress } from "@pos/core/onboarding/company-progress";
import { ZProgressInput } from "@pos/core/onboarding/onboarding.schema";
import { getGlobalStats, refreshGlobalStats } from "@pos/core/stats/global-stats";
import { adminProcedure, router } from "../init";

/** /admin/stats (the Global Stats page) and the company page's progress panel (admin.md 2, 3, 5). */
export const statsRouter = router({
  global: adminProcedure.query(() => getGlobalStats()),
  refresh: adminProcedure.mutation(() => refreshGlobalStats()),
  companyProgress: adminProcedure.input(ZProgressInput).query(({ input }) => getCompanyProgress(input)),
  /** The Development page's test error: a server failure on purpose, to check reporting end to end. */
  testError: adminProcedure.mutation((): never => {
    throw new AppError("INTERNAL", "Test error raised on purpose from the Development page");
  }),
});
