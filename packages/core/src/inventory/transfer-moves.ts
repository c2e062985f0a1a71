import { readItems } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { LedgerActor } from "./inventory-log.schema";
import { noBatch } from "./stock.entity";
import { planLedger, readStock, type StockChange } from "./stock-ledger";
import { assertLocations, ledgerOptionsOf, readInventoryCompany, resolveStockTargets } from "./stock-targets";
import { ZTransferRef, transferMessages, type TransferRef, type TransferView } from "./transfer.schema";
import { readTransfer } from "./transfer-view";
import { chunkLines, inChunks, nextState, withLines, writeChunk } from "./transfer-chunks";

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
    const next = nextState(transfer, at, {
      lines: withLines(transfer.lines, sent),
      status: last ? "sent" : "sending",
      sentDate: last ? at : transfer.sentDate,
    });
    return writeChunk(plan, transfer, next, last);
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
    const next = nextState(transfer, at, {
      lines: withLines(transfer.lines, new Map(chunk.map((index) => [index, { returned: true }]))),
      status: last ? "cancelled" : "cancelling",
      completeDate: last ? at : undefined,
    });
    return writeChunk(plan, transfer, next, last);
  });
}
