/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import { setReorderPoint } from "@pos/core/inventory/reorder-points";

/** Reorder points on the first tracked demo products at every location, so the overview flags some as low. */
export async function seedDemoReorderPoints(companyId: number, locationIds: string[]): Promise<void> {
  const rows = await matchingRows({ companyId, view: "active" });
  const tracked = rows
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory)
    .slice(0, 8);
  for (const locationId of locationIds)
    for (const [position, row] of tracked.entries())
      await setReorderPoint({
        companyId,
        locationId,
        productId: row.id,
        reorderPoint: 8 + (position % 3) * 6,
      });
}
