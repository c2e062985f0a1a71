import { posListings } from "@pos/core/payments/pos-listings";
import { ZPosListingsInput } from "@pos/core/payments/pos-data.schema";
import { deviceProcedure, router } from "../init";

export const posDataRouter = router({
  listings: deviceProcedure.input(ZPosListingsInput).query(({ ctx, input }) => posListings(ctx.actor, input)),
});
