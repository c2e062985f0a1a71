import { Service } from "electrodb";
import { readItems } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { InventoryLog } from "./inventory-log.entity";
import { inventoryMessages, type LedgerActor } from "./inventory-log.schema";
import { noBatch, Stock } from "./stock.entity";
import {
  ledgerCommits,
  lostStockRace,
  planLedger,
  readStock,
  stockRace,
  withStockRetry,
  type CancelReasons,
  type LedgerPlan,
  type StockChange,
} from "./stock-ledger";
import { assertLocations, ledgerOptionsOf, readInventoryCompany, resolveStockTargets } from "./stock-targets";
import { Transfer, type TransferItem, type TransferLineItem } from "./transfer.entity";
import {
  ZReceiveTransferInput,
  ZTransferRef,
  transferMessages,
  type ReceiveTransferInput,
  type TransferRef,
  type TransferView,
} from "./transfer.schema";
import { readTransfer, toTransferView } from "./transfer-view";

const service = new Service({ stock: Stock, inventoryLog: InventoryLog, transfer: Transfer });

/** Lines moved per transaction: each writes one stock item and one ledger entry; the transfer is the 99th action. */
const chunkLines = 49;

/**
 * Writes one chunk: its stock and ledger entries and the transfer's next state, conditioned on the transfer's
 * version, so a chunk is never applied twice. Losing a race on stock or on the transfer means: read again.
 */
async function commitChunk(
  plan: LedgerPlan,
  before: TransferItem,
  next: TransferItem,
): Promise<TransferItem | typeof stockRace> {
  const result = await service.transaction
    .write((ops) => [
      ...ledgerCommits(ops, plan),
      ops.transfer
        .put(next)
        .where((attributes, { eq }) => eq(attributes.version, before.version))
        .commit(),
    ])
    .go();
  if (!result.canceled) return next;
  const reasons = result.data as unknown as CancelReasons;
  if (lostStockRace(reasons, plan.stock.length) || reasons.at(-1)?.code === "ConditionalCheckFailed")
    return stockRace;
  throw new AppError("CONFLICT", inventoryMessages.busy);
}

/**
 * Runs `step` (read the transfer, plan the next chunk, write it) until it returns the finished transfer; `null`
 * means a chunk was written and more remain. Every step starts from a fresh read, so an interrupted run resumes.
 */
async function inChunks(step: () => Promise<TransferItem | null | typeof stockRace>): Promise<TransferView> {
  for (;;) {
    const done = await withStockRetry(step);
    if (done) return toTransferView(done);
  }
}

const next = (item: TransferItem, at: string, changes: Partial<TransferItem>): TransferItem => ({
  ...item,
  ...changes,
  updateDate: at,
  version: item.version + 1,
});

const withLines = (
  lines: readonly TransferLineItem[],
  updates: ReadonlyMap<number, Partial<TransferLineItem>>,
): TransferLineItem[] => lines.map((line, index) => ({ ...line, ...updates.get(index) }));

/**
 * Sends a draft: its units leave the source (TRANSFER_OUT at the source's cost, which each line keeps). The whole
 * transfer is checked against the source's stock before anything is written, so a refusal (blocked negative
 * stock) writes nothing; a transfer of more than one chunk is "sending" until its last chunk is written.
 */
export async function sendTransfer(actor: LedgerActor, input: TransferRef): Promise<TransferView> {
  const { companyId, transferId } = ZTransferRef.parse(input);
  const company = await readInventoryCompany(companyId);
  return inChunks(async () => {
    const transfer = await readTransfer(companyId, transferId);
    if (transfer.status !== "draft" && transfer.status !== "sending")
      throw new AppError("INVALID_INPUT", transferMessages.alreadySent);
    if (transfer.lines.length === 0) throw new AppError("INVALID_INPUT", transferMessages.noLines);
    const [targets] = await Promise.all([
      resolveStockTargets(
        company,
        transfer.lines.map((line) => ({
          locationId: transfer.fromLocationId,
          productId: line.productId,
          batchId: line.batchId === noBatch ? null : line.batchId,
        })),
      ),
      assertLocations(companyId, [transfer.toLocationId]),
    ]);
    const pending = transfer.lines.flatMap((line, index) => (line.sent ? [] : [index]));
    const changeOf = (index: number): StockChange => ({
      ...targets[index]!.key,
      quantity: -transfer.lines[index]!.quantity,
      type: "TRANSFER_OUT",
      productName: targets[index]!.product.name,
    });
    const at = nowIso();
    const options = ledgerOptionsOf(company, actor, at, { type: "transfer", id: transferId });
    if (transfer.status === "draft" && pending.length > chunkLines) {
      const all = pending.map(changeOf);
      planLedger(all, await readStock(companyId, all), options);
    }
    const chunk = pending.slice(0, chunkLines).map(changeOf);
    const plan = planLedger(chunk, await readStock(companyId, chunk), options);
    const sent = new Map(
      pending
        .slice(0, chunkLines)
        .map((index, position) => [index, { sent: true, unitCost: plan.logs[position]!.unitCost }]),
    );
    const last = pending.length <= chunkLines;
    const written = await commitChunk(
      plan,
      transfer,
      next(transfer, at, {
        lines: withLines(transfer.lines, sent),
        status: last ? "sent" : "sending",
        sentDate: last ? at : transfer.sentDate,
      }),
    );
    if (written === stockRace) return stockRace;
    return last ? written : null;
  });
}

/**
 * Receives a sent transfer, all or part: each named line's received total becomes the one given, and what that
 * adds arrives at the destination (TRANSFER_IN at the cost the line carried). More than was sent, or less than
 * was already received, is refused before anything is written.
 */
export async function receiveTransfer(
  actor: LedgerActor,
  input: ReceiveTransferInput,
): Promise<TransferView> {
  const { companyId, transferId, lines } = ZReceiveTransferInput.parse(input);
  const company = await readInventoryCompany(companyId);
  const targets = new Map(lines.map((line) => [line.lineId, line.receivedQuantity]));
  if (![...targets.values()].some((quantity) => quantity > 0))
    throw new AppError("INVALID_INPUT", transferMessages.nothingReceived);
  return inChunks(async () => {
    const transfer = await readTransfer(companyId, transferId);
    // A received transfer passes: repeating its last receipt changes nothing, receiving more is over-receiving.
    if (!["sent", "partial", "received"].includes(transfer.status))
      throw new AppError("INVALID_INPUT", transferMessages.notSent);
    const indexOf = new Map(transfer.lines.map((line, index) => [line.lineId, index]));
    const products = new Map(
      (
        await readItems(
          companyId,
          [...targets.keys()].flatMap((id) => {
            const line = transfer.lines[indexOf.get(id) ?? -1];
            return line ? [line.productId] : [];
          }),
        )
      ).map((product) => [product.productId, product.name]),
    );
    const due: { index: number; quantity: number; received: number }[] = [];
    for (const [lineId, received] of targets) {
      const index = indexOf.get(lineId);
      if (index === undefined) throw new AppError("INVALID_INPUT", transferMessages.unknownLine);
      const line = transfer.lines[index]!;
      const name = products.get(line.productId) ?? "This product";
      if (received > line.quantity) throw new AppError("INVALID_INPUT", transferMessages.overReceived(name));
      if (received < line.receivedQuantity)
        throw new AppError("INVALID_INPUT", transferMessages.lessReceived(name));
      if (received > line.receivedQuantity)
        due.push({ index, quantity: received - line.receivedQuantity, received });
    }
    if (due.length === 0) return transfer;
    const at = nowIso();
    const chunk = due.slice(0, chunkLines);
    const changes = chunk.map(({ index, quantity }): StockChange => {
      const line = transfer.lines[index]!;
      return {
        locationId: transfer.toLocationId,
        productId: line.productId,
        batchId: line.batchId,
        quantity,
        type: "TRANSFER_IN",
        unitCost: line.unitCost ?? 0,
        productName: products.get(line.productId) ?? line.productId,
      };
    });
    const options = ledgerOptionsOf(company, actor, at, { type: "transfer", id: transferId });
    const plan = planLedger(changes, await readStock(companyId, changes), options);
    const updated = withLines(
      transfer.lines,
      new Map(chunk.map(({ index, received }) => [index, { receivedQuantity: received }])),
    );
    const complete = updated.every((line) => line.receivedQuantity >= line.quantity);
    const written = await commitChunk(
      plan,
      transfer,
      next(transfer, at, {
        lines: updated,
        status: complete ? "received" : "partial",
        completeDate: complete ? at : undefined,
      }),
    );
    if (written === stockRace) return stockRace;
    return due.length <= chunkLines ? written : null;
  });
}

/**
 * Cancels a transfer nothing of which has been received. A draft simply closes; the units of a sent one go back
 * to the source (TRANSFER_IN there at the cost they left with), chunk by chunk ("cancelling" until the last).
 */
export async function cancelTransfer(actor: LedgerActor, input: TransferRef): Promise<TransferView> {
  const { companyId, transferId } = ZTransferRef.parse(input);
  const company = await readInventoryCompany(companyId);
  return inChunks(async () => {
    const transfer = await readTransfer(companyId, transferId);
    if (transfer.status === "cancelled")
      throw new AppError("INVALID_INPUT", transferMessages.alreadyCancelled);
    if (transfer.lines.some((line) => line.receivedQuantity > 0))
      throw new AppError("INVALID_INPUT", transferMessages.notCancellable);
    const at = nowIso();
    const due = transfer.lines.flatMap((line, index) => (line.sent && !line.returned ? [index] : []));
    const chunk = due.slice(0, chunkLines);
    const products = new Map(
      (
        await readItems(
          companyId,
          chunk.map((index) => transfer.lines[index]!.productId),
        )
      ).map((product) => [product.productId, product.name]),
    );
    const changes = chunk.map((index): StockChange => {
      const line = transfer.lines[index]!;
      return {
        locationId: transfer.fromLocationId,
        productId: line.productId,
        batchId: line.batchId,
        quantity: line.quantity,
        type: "TRANSFER_IN",
        unitCost: line.unitCost ?? 0,
        note: `Transfer #${transfer.number} cancelled`,
        productName: products.get(line.productId) ?? line.productId,
      };
    });
    const options = ledgerOptionsOf(company, actor, at, { type: "transfer", id: transferId });
    const plan = planLedger(changes, await readStock(companyId, changes), options);
    const last = due.length <= chunkLines;
    const written = await commitChunk(
      plan,
      transfer,
      next(transfer, at, {
        lines: withLines(transfer.lines, new Map(chunk.map((index) => [index, { returned: true }]))),
        status: last ? "cancelled" : "cancelling",
        completeDate: last ? at : undefined,
      }),
    );
    if (written === stockRace) return stockRace;
    return last ? written : null;
  });
}
