import { readItems } from "../catalog/product-store";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { LedgerActor } from "./inventory-log.schema";
import { planLedger, readStock, type StockChange } from "./stock-ledger";
import { ledgerOptionsOf, readInventoryCompany } from "./stock-targets";
import {
  ZReceiveTransferInput,
  transferMessages,
  type ReceiveTransferInput,
  type TransferView,
} from "./transfer.schema";
import { readTransfer } from "./transfer-view";
import { chunkLines, inChunks, nextState, withLines, writeChunk } from "./transfer-chunks";

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
    const next = nextState(transfer, at, {
      lines: updated,
      status: complete ? "received" : "partial",
      completeDate: complete ? at : undefined,
    });
    return writeChunk(plan, transfer, next, due.length <= chunkLines);
  });
}
