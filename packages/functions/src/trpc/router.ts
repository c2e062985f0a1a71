import { router } from "./init";
import { accountRouter } from "./routers/account";
import { catalogRouter } from "./routers/catalog";
import { employeesRouter } from "./routers/employees";
import { flagsRouter } from "./routers/flags";
import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { companyRouter } from "./routers/company";
import { connectivityRouter } from "./routers/connectivity";
import { deviceRouter } from "./routers/device";
import { preferencesRouter } from "./routers/preferences";

export const appRouter = router({
  auth: authRouter,
  device: deviceRouter,
  company: companyRouter,
  admin: adminRouter,
  connectivity: connectivityRouter,
  account: accountRouter,
  employees: employeesRouter,
  flags: flagsRouter,
  catalog: catalogRouter,
  preferences: preferencesRouter,
});

export type AppRouter = typeof appRouter;
