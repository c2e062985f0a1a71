import { router } from "./init";
import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { companyRouter } from "./routers/company";
import { connectivityRouter } from "./routers/connectivity";
import { deviceRouter } from "./routers/device";

export const appRouter = router({
  auth: authRouter,
  device: deviceRouter,
  company: companyRouter,
  admin: adminRouter,
  connectivity: connectivityRouter,
});

export type AppRouter = typeof appRouter;
