import { getCurrentDevice } from "@pos/core/device/device";
import { deviceProcedure, router } from "../init";

export const deviceRouter = router({
  getCurrent: deviceProcedure.query(({ ctx }) => getCurrentDevice(ctx.actor)),
});
