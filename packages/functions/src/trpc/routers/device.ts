import { getCurrentDevice } from "@pos/core/device/device";
import { deviceCompany, deviceIdentity, deviceLocation } from "@pos/core/device/register-load";
import { deviceProcedure, router } from "../init";

export const deviceRouter = router({
  getCurrent: deviceProcedure.query(({ ctx }) => getCurrentDevice(ctx.actor)),
  identity: deviceProcedure.query(({ ctx }) => deviceIdentity(ctx.actor)),
  company: deviceProcedure.query(({ ctx }) => deviceCompany(ctx.actor)),
  location: deviceProcedure.query(({ ctx }) => deviceLocation(ctx.actor)),
});
