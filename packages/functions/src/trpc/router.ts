import { router } from "./init";
import { customersRouter } from "./routers/customers";
import { discountsRouter } from "./routers/discounts";
import { loyaltyRouter } from "./routers/loyalty";
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
import { shiftsRouter } from "./routers/shifts";
import { hoursRouter } from "./routers/hours";
import { cashRouter } from "./routers/cash";

export const appRouter = router({
  customers: customersRouter,
  discounts: discountsRouter,
  loyalty: loyaltyRouter,
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
  shifts: shiftsRouter,
  hours: hoursRouter,
  cash: cashRouter,
});

export type AppRouter = typeof appRouter;
