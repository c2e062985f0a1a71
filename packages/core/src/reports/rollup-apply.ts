import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import type { CancelReasons } from "../inventory/stock-ledger";
import { maxTransactionItems } from "../payments/checkout-write";
import type { RollupMeasures } from "./reports.schema";
import { Rollup, RollupMark } from "./rollup.entity";
import type { RollupDelta } from "./rollup-rows";

const rollupService = new Service({ rollup: Rollup, mark: RollupMark });

/** Each chunk is its marker plus at most this many ADDs: one transaction. */
export const rollupChunkSize = maxTransactionItems - 1;
const conflictRetries = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function nonZero(measures: Partial<RollupMeasures>): Partial<RollupMeasures> {
  return Object.fromEntries(Object.entries(measures).filter(([, value]) => value !== 0));
}

/** "applied": this call wrote the chunk; "already": an earlier run had (its marker exists). */
async function applyChunk(
  companyId: number,
  locationId: string,
  markId: string,
  deltas: RollupDelta[],
): Promise<"applied" | "already"> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await rollupService.transaction
      .write(({ rollup, mark }) => [
        mark.create({ companyId, markId, createDate: nowIso() }).commit(),
        ...deltas.map((delta) => {
          const update = rollup
            .update({
              companyId,
              locationId,
              dimension: delta.dimension,
              grain: delta.grain,
              day: delta.day,
              key: delta.key,
            })
            .add(nonZero(delta.measures));
          return (delta.label === null ? update : update.set({ label: delta.label })).commit();
        }),
      ])
      .go();
    if (!result.canceled) return "applied";
    const reasons = result.data as unknown as CancelReasons;
    if (reasons[0]?.code === "ConditionalCheckFailed") return "already";
    // Two runs (or the job and a backfill) adding to the same hot row at once: try again shortly.
    if (attempt >= conflictRetries)
      throw new Error(`Rollup ${markId} could not be written: ${JSON.stringify(reasons)}`);
    await pause(20 * 2 ** attempt + Math.random() * 20);
  }
}

/**
 * Adds a sale's or refund's rows to the rollups exactly once: each chunk of at most 99 rows goes in one
 * transaction with its marker (`<markId>#<chunk>`), so a run that stops half-way is finished by the next one and
 * a chunk already written is never added again. Returns how many chunks this call wrote.
 */
export async function applyRollup(
  companyId: number,
  locationId: string,
  markId: string,
  deltas: RollupDelta[],
): Promise<number> {
  let written = 0;
  for (let start = 0, chunk = 0; start < deltas.length; start += rollupChunkSize, chunk += 1) {
    const part = deltas.slice(start, start + rollupChunkSize);
    const outcome = await applyChunk(companyId, locationId, `${markId}#${chunk}`, part);
    if (outcome === "applied") written += 1;
  }
  return written;
}
