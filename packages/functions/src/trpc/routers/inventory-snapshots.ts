import { z } from "zod";
import { ZId } from "@pos/core/common/bounded.schema";
import { ZPageInput } from "@pos/core/db/pagination";
import { getSnapshot, listSnapshots, takeSnapshot } from "@pos/core/inventory/snapshot";
import { ZSnapshotRef, ZTakeSnapshotInput } from "@pos/core/inventory/snapshot.schema";
import { assertLocations } from "@pos/core/inventory/stock-targets";
import { featureProcedure, router } from "../init";

/** The feature flag inventorySnapshots and the role permission CAN_MANAGE_INVENTORY. */
const snapshots = featureProcedure("inventorySnapshots", "CAN_MANAGE_INVENTORY");
/** Company-wide reads: a grant at one location does not open other locations' snapshots. */
const companySnapshots = featureProcedure("inventorySnapshots", "CAN_MANAGE_INVENTORY", "company");

export const inventorySnapshotsRouter = router({
  list: companySnapshots
    .input(z.object({ locationId: ZId.nullable().default(null), page: ZPageInput.partial().default({}) }))
    .query(({ input }) => listSnapshots(input.companyId, input.locationId, input.page)),
  get: companySnapshots
    .input(ZSnapshotRef)
    .query(({ input }) => getSnapshot(input.companyId, input.snapshotId)),
  take: snapshots.input(ZTakeSnapshotInput).mutation(async ({ ctx, input }) => {
    await assertLocations(input.companyId, [input.locationId]);
    return takeSnapshot(input.companyId, input.locationId, {
      kind: "user",
      id: ctx.by.userId,
      name: ctx.by.email,
    });
  }),
});
