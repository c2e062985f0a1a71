import { Service } from "electrodb";
import { AppError } from "../common/errors";
import { InventoryLog } from "./inventory-log.entity";
import { inventoryMessages } from "./inventory-log.schema";
import { Stock } from "./stock.entity";
import {
  ledgerCommits,
  lostStockRace,
  stockRace,
  withStockRetry,
  type CancelReasons,
  type LedgerPlan,
} from "./stock-ledger";
import { Transfer, type TransferItem, type TransferLineItem } from "./transfer.entity";
import type { TransferView } from "./transfer.schema";
import { toTransferView } from "./transfer-view";

const service = new Service({ stock: Stock, inventoryLog: InventoryLog, transfer: Transfer });

/** Lines moved per transaction: each writes one stock item and one ledger entry; the transfer is the 99th action. */
export const chunkLines = 49;

/**
 * Writes one chunk: its stock and ledger entries and the transfer's next state, conditioned on the transfer's
 * version, so a chunk is never applied twice. Losing a race on stock or on the transfer means: read again
 * (`stockRace`); otherwise the finished transfer when this was the `last` chunk, else null (more to do).
 */
export async function writeChunk(
  plan: LedgerPlan,
  before: TransferItem,
  next: TransferItem,
  last: boolean,
): Promise<TransferItem | null | typeof stockRace> {
  const result = await service.transaction
    .write((ops) => [
      ...ledgerCommits(ops, plan),
      ops.transfer
        .put(next)
        .where((attributes, { eq }) => eq(attributes.version, before.version))
        .commit(),
    ])
    .go();
  if (!result.canceled) return last ? next : null;
  const reasons = result.data as unknown as CancelReasons;
  if (lostStockRace(reasons, plan.stock.length) || reasons.at(-1)?.code === "ConditionalCheckFailed")
    return stockRace;
  throw new AppError("CONFLICT", inventoryMessages.busy);
}

/**
 * Runs `step` (read the transfer, plan the next chunk, write it) until it returns the finished transfer; `null`
 * means a chunk was written and more remain. Every step starts from a fresh read, so an interrupted run resumes.
 */
export async function inChunks(
  step: () => Promise<TransferItem | null | typeof stockRace>,
): Promise<TransferView> {
  for (;;) {
    const done = await withStockRetry(step);
    if (done) return toTransferView(done);
  }
}

/** The transfer's next state: `changes`, a new update date and the next version. */
export const nextState = (item: TransferItem, at: string, changes: Partial<TransferItem>): TransferItem => ({
  ...item,
  ...changes,
  updateDate: at,
  version: item.version + 1,
});

/** The lines with `updates` (by line position) applied. */
export const withLines = (
  lines: readonly TransferLineItem[],
  updates: ReadonlyMap<number, Partial<TransferLineItem>>,
): TransferLineItem[] => lines.map((line, index) => ({ ...line, ...updates.get(index) }));
