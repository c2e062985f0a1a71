import { ZListCashMovementsInput, ZRecordCashMovementInput } from "@pos/core/shifts/cash-movement.schema";
import { listCashMovements, recordCashMovement } from "@pos/core/shifts/cash-movements";
import { deviceProcedure, router } from "../init";

export const cashRouter = router({
  record: deviceProcedure
    .input(ZRecordCashMovementInput)
    .mutation(({ ctx, input }) => recordCashMovement(ctx.actor, input)),
  list: deviceProcedure
    .input(ZListCashMovementsInput)
    .query(({ ctx, input }) => listCashMovements(ctx.actor, input)),
});
