import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { nextId } from "../db/counters";
import { isConditionFailure } from "../db/conditions";
import { queryPage } from "../db/pagination";
import type { LedgerActor } from "./inventory-log.schema";
import { inventoryMessages } from "./inventory-log.schema";
import { stockKeyOf } from "./stock-ledger";
import { assertLocations, readInventoryCompany, resolveStockTargets } from "./stock-targets";
import { Transfer, type TransferItem, type TransferLineItem } from "./transfer.entity";
import {
  ZCreateTransferInput,
  ZListTransfersInput,
  ZTransferRef,
  ZUpdateTransferInput,
  transferMessages,
  type CreateTransferInput,
  type ListTransfersInput,
  type TransferLineInput,
  type TransferPage,
  type TransferRef,
  type TransferView,
  type UpdateTransferInput,
} from "./transfer.schema";
import { readTransfer, toTransferSummary, toTransferView } from "./transfer-view";

interface DraftFields {
  fromLocationId: string;
  toLocationId: string;
  lines: Required<TransferLineInput>[];
}

/**
 * The draft's lines, checked: both locations are the company's, each product holds stock and its lot is its own
 * (resolveStockTargets, at both ends), and no product and lot is on the transfer twice. Every failure is a 400.
 */
async function checkedLines(companyId: number, fields: DraftFields): Promise<TransferLineItem[]> {
  const company = await readInventoryCompany(companyId);
  // Resolved at the destination too: the compliance gate of an Ontario store applies where the stock arrives.
  const [targets] = await Promise.all([
    resolveStockTargets(
      company,
      fields.lines.map((line) => ({ ...line, locationId: fields.fromLocationId })),
    ),
    resolveStockTargets(
      company,
      fields.lines.map((line) => ({ ...line, locationId: fields.toLocationId })),
    ),
    assertLocations(companyId, [fields.fromLocationId, fields.toLocationId]),
  ]);
  const seen = new Set<string>();
  return targets.map(({ key, product }, index) => {
    if (seen.has(stockKeyOf(key)))
      throw new AppError("INVALID_INPUT", transferMessages.duplicateLine(product.name));
    seen.add(stockKeyOf(key));
    return {
      lineId: String(index + 1),
      productId: key.productId,
      batchId: key.batchId,
      quantity: fields.lines[index]!.quantity,
      receivedQuantity: 0,
      sent: false,
      returned: false,
    };
  });
}

/** A new draft transfer; its number is the company's next. */
export async function createTransfer(actor: LedgerActor, input: CreateTransferInput): Promise<TransferView> {
  const data = ZCreateTransferInput.parse(input);
  const lines = await checkedLines(data.companyId, data);
  const number = await nextId(`transfer#${data.companyId}`);
  const at = nowIso();
  const item: TransferItem = {
    companyId: data.companyId,
    transferId: String(number),
    number,
    fromLocationId: data.fromLocationId,
    toLocationId: data.toLocationId,
    status: "draft",
    notes: data.notes,
    lines,
    createdById: actor.id,
    createdByName: actor.name,
    createDate: at,
    updateDate: at,
    version: 1,
  };
  await Transfer.create(item).go();
  return toTransferView(item);
}

/** Replaces a draft's locations, notes and lines; anything but a draft is refused. */
export async function updateTransfer(input: UpdateTransferInput): Promise<TransferView> {
  const data = ZUpdateTransferInput.parse(input);
  const current = await readTransfer(data.companyId, data.transferId);
  if (current.status !== "draft") throw new AppError("INVALID_INPUT", transferMessages.notDraft);
  const lines = await checkedLines(data.companyId, data);
  const next: TransferItem = {
    ...current,
    fromLocationId: data.fromLocationId,
    toLocationId: data.toLocationId,
    notes: data.notes,
    lines,
    updateDate: nowIso(),
    version: current.version + 1,
  };
  try {
    await Transfer.put(next)
      .where(
        (attributes, { eq }) =>
          `${eq(attributes.version, current.version)} AND ${eq(attributes.status, "draft")}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await readTransfer(data.companyId, data.transferId);
    if (now.status !== "draft") throw new AppError("INVALID_INPUT", transferMessages.notDraft);
    throw new AppError("CONFLICT", inventoryMessages.busy);
  }
  return toTransferView(next);
}

export async function getTransfer(input: TransferRef): Promise<TransferView> {
  const { companyId, transferId } = ZTransferRef.parse(input);
  return toTransferView(await readTransfer(companyId, transferId));
}

/** The locations a transfer moves stock between (the router checks the caller's permission at both). */
export async function transferLocations(input: TransferRef): Promise<string[]> {
  const { companyId, transferId } = ZTransferRef.parse(input);
  const item = await readTransfer(companyId, transferId);
  return [item.fromLocationId, item.toLocationId];
}

/** The company's transfers, newest first; by status (an index) and from or to a location (a filter). */
export async function listTransfers(input: ListTransfersInput): Promise<TransferPage> {
  const { companyId, status, locationId, limit, lastEvaluatedKey } = ZListTransfersInput.parse(input);
  const query = status
    ? Transfer.query.byStatus({ companyId, status })
    : Transfer.query.byCompany({ companyId });
  const filtered = locationId
    ? query.where(
        ({ fromLocationId, toLocationId }, { eq }) =>
          `${eq(fromLocationId, locationId)} OR ${eq(toLocationId, locationId)}`,
      )
    : query;
  return queryPage(
    filtered.params({ order: "desc" }),
    (items) => Transfer.parse({ Items: items }).data.map(toTransferSummary),
    { limit, lastEvaluatedKey },
  );
}
