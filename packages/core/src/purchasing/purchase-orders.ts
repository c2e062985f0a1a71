import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { nextId } from "../db/counters";
import { queryPage } from "../db/pagination";
import { inventoryMessages, type LedgerActor } from "../inventory/inventory-log.schema";
import { PurchaseOrder, type PurchaseOrderItem } from "./purchase-order.entity";
import { revised } from "./purchase-order-write";
import {
  ZCreatePurchaseOrderInput,
  ZListPurchaseOrdersInput,
  ZPurchaseOrderRef,
  ZUpdatePurchaseOrderInput,
  purchaseOrderMessages as messages,
  type CreatePurchaseOrderInput,
  type ListPurchaseOrdersInput,
  type PurchaseOrderRef,
  type UpdatePurchaseOrderInput,
} from "./purchase-order.schema";
import { type PurchaseOrderPage, type PurchaseOrderView } from "./purchase-order-view.schema";
import { readOrder, supplierNames, toOrderSummary, toOrderView } from "./purchase-order-view";
import { checkedLines } from "./purchase-order-lines";

/** A new draft order or return; its number is the company's next. */
export async function createPurchaseOrder(
  actor: LedgerActor,
  input: CreatePurchaseOrderInput,
): Promise<PurchaseOrderView> {
  const data = ZCreatePurchaseOrderInput.parse(input);
  if (!data.isReturn && (data.reason || data.sourceOrderId))
    throw new AppError("INVALID_INPUT", messages.notReturn);
  const lines = await checkedLines(data);
  const number = await nextId(`purchaseOrder#${data.companyId}`);
  const at = nowIso();
  const item: PurchaseOrderItem = {
    companyId: data.companyId,
    purchaseOrderId: String(number),
    number,
    isReturn: data.isReturn,
    supplierId: data.supplierId,
    locationId: data.locationId,
    status: "draft",
    reason: data.reason ?? undefined,
    sourceOrderId: data.sourceOrderId ?? undefined,
    notes: data.notes,
    shipping: data.shipping,
    fees: data.fees,
    taxes: data.taxes,
    lines,
    receiptIds: [],
    createdById: actor.id,
    createdByName: actor.name,
    createDate: at,
    updateDate: at,
    version: 1,
  };
  await PurchaseOrder.create(item).go();
  return toOrderView(item);
}

const editable = (item: PurchaseOrderItem): boolean =>
  item.status === "draft" || (!item.isReturn && item.status === "ordered");

/** Writes the order's next state if it is still the version read; a lost race is a conflict. */
async function putNext(current: PurchaseOrderItem, next: PurchaseOrderItem): Promise<void> {
  try {
    await PurchaseOrder.put(next)
      .where((attributes, { eq }) => eq(attributes.version, current.version))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new AppError("CONFLICT", inventoryMessages.busy);
  }
}

/** Replaces a draft's (or an ordered order's) supplier, location, amounts and lines; nothing received yet. */
export async function updatePurchaseOrder(input: UpdatePurchaseOrderInput): Promise<PurchaseOrderView> {
  const data = ZUpdatePurchaseOrderInput.parse(input);
  const current = await readOrder(data.companyId, data.purchaseOrderId);
  if (!editable(current)) throw new AppError("INVALID_INPUT", messages.notEditable);
  const lines = await checkedLines({
    ...data,
    isReturn: current.isReturn,
    sourceOrderId: current.sourceOrderId ?? null,
  });
  if (current.status === "ordered" && lines.length === 0)
    throw new AppError("INVALID_INPUT", messages.noLines);
  const next = revised(
    current,
    {
      supplierId: data.supplierId,
      locationId: data.locationId,
      notes: data.notes,
      shipping: data.shipping,
      fees: data.fees,
      taxes: data.taxes,
      reason: current.isReturn ? (data.reason ?? undefined) : undefined,
      lines,
    },
    nowIso(),
  );
  await putNext(current, next);
  return toOrderView(next);
}

/** A draft order is sent to the supplier: it can now be received. */
export async function markOrdered(input: PurchaseOrderRef): Promise<PurchaseOrderView> {
  const { companyId, purchaseOrderId } = ZPurchaseOrderRef.parse(input);
  const current = await readOrder(companyId, purchaseOrderId);
  if (current.isReturn) throw new AppError("INVALID_INPUT", messages.isReturn);
  if (current.status !== "draft") throw new AppError("INVALID_INPUT", messages.notDraft);
  if (current.lines.length === 0) throw new AppError("INVALID_INPUT", messages.noLines);
  const at = nowIso();
  const next = revised(current, { status: "ordered", orderedDate: at }, at);
  await putNext(current, next);
  return toOrderView(next);
}

/** Cancels an order nothing of which has been received, or a return not yet completed. */
export async function cancelPurchaseOrder(input: PurchaseOrderRef): Promise<PurchaseOrderView> {
  const { companyId, purchaseOrderId } = ZPurchaseOrderRef.parse(input);
  const current = await readOrder(companyId, purchaseOrderId);
  if (current.status === "cancelled") throw new AppError("INVALID_INPUT", messages.alreadyCancelled);
  if (!editable(current)) throw new AppError("INVALID_INPUT", messages.notCancellable);
  const at = nowIso();
  const next = revised(current, { status: "cancelled", completeDate: at }, at);
  await putNext(current, next);
  return toOrderView(next);
}

export async function getPurchaseOrder(input: PurchaseOrderRef): Promise<PurchaseOrderView> {
  const { companyId, purchaseOrderId } = ZPurchaseOrderRef.parse(input);
  return toOrderView(await readOrder(companyId, purchaseOrderId));
}

/** The order's location (the router checks the caller's permission there). */
export async function orderLocation(companyId: number, purchaseOrderId: string): Promise<string[]> {
  const item = (await PurchaseOrder.get({ companyId, purchaseOrderId }).go()).data;
  if (!item) throw new AppError("NOT_FOUND", messages.notFound);
  return [item.locationId];
}

/**
 * The company's orders and returns, newest first: by status (an index), created between `from` and `to` (the
 * index's sort key), and by supplier and location (filters).
 */
export async function listPurchaseOrders(input: ListPurchaseOrdersInput): Promise<PurchaseOrderPage> {
  const { companyId, status, supplierId, locationId, from, to, limit, lastEvaluatedKey } =
    ZListPurchaseOrdersInput.parse(input);
  const base = status
    ? PurchaseOrder.query.byStatus({ companyId, status })
    : PurchaseOrder.query.byCompany({ companyId });
  const ranged =
    from && to
      ? base.between({ createDate: from }, { createDate: `${to}~` })
      : from
        ? base.gte({ createDate: from })
        : to
          ? base.lte({ createDate: `${to}~` })
          : base;
  const filtered =
    supplierId || locationId
      ? ranged.where((attributes, { eq }) =>
          [
            supplierId ? eq(attributes.supplierId, supplierId) : null,
            locationId ? eq(attributes.locationId, locationId) : null,
          ]
            .filter((clause): clause is string => clause !== null)
            .join(" AND "),
        )
      : ranged;
  const page = await queryPage(
    filtered.params({ order: "desc" }),
    (items) => PurchaseOrder.parse({ Items: items }).data,
    { limit, lastEvaluatedKey },
  );
  const names = await supplierNames(
    companyId,
    page.items.map((item) => item.supplierId),
  );
  return {
    ...page,
    items: page.items.map((item) => toOrderSummary(item, names.get(item.supplierId) ?? "Deleted supplier")),
  };
}
