import { z } from "zod";
import { ZId } from "@pos/core/common/bounded.schema";
import { ZPageInput } from "@pos/core/db/pagination";
import { getSnapshot, listSnapshots, takeSnapshot } from "@pos/core/inventory/snapshot";
import { ZSnapshotRef, ZTakeSnapshotInput } from "@pos/core/inventory/snapshot.schema";
import { assertLocations } from "@pos/core/inventory/stock-targets";
import { featureProcedure, router } from "../init";

/**
 * The feature flag inventorySnapshots and CAN_MANAGE_INVENTORY granted at the company: the list spans the
 * company's locations, so a grant at one location does not open it (docs/decisions.md).
 */
const snapshots = featureProcedure("inventorySnapshots", "CAN_MANAGE_INVENTORY", "company");

export const inventorySnapshotsRouter = router({
  list: snapshots
    .input(z.object({ locationId: ZId.nullable().default(null), page: ZPageInput.partial().default({}) }))
    .query(({ input }) => listSnapshots(input.companyId, input.locationId, input.page)),
  get: snapshots.input(ZSnapshotRef).query(({ input }) => getSnapshot(input.companyId, input.snapshotId)),
  take: snapshots.input(ZTakeSnapshotInput).mutation(async ({ ctx, input }) => {
    await assertLocations(input.companyId, [input.locationId]);
    return takeSnapshot(input.companyId, input.locationId, {
      kind: "user",
      id: ctx.by.userId,
      name: ctx.by.email,
    });
  }),
});
