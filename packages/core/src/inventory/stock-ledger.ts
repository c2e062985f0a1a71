import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { AppError } from "../common/errors";
import { InventoryLog, noDocument, ocsKeyOf, type InventoryLogItem } from "./inventory-log.entity";
import {
  inventoryMessages,
  type AdjustmentReason,
  type DocumentType,
  type InventoryLogView,
  type LedgerActor,
  type LogType,
} from "./inventory-log.schema";
import { noBatch, Stock, type StockItem } from "./stock.entity";

/** One stock item: a product (and lot; `noBatch` when not tracked by lot) at a location. */
export interface StockKey {
  locationId: string;
  productId: string;
  batchId: string;
}

/** What a stock item holds when read; `version` null: no item yet (a legacy item without one: -1). */
export interface StockState {
  quantity: number;
  unitCost: number;
  version: number | null;
}

const emptyState: StockState = { quantity: 0, unitCost: 0, version: null };

export const stockKeyOf = (key: StockKey): string =>
  `${key.locationId}\u0000${key.productId}\u0000${key.batchId}`;

/** One change of one stock item; changes to the same item in one plan apply in order. */
export interface StockChange extends StockKey {
  /** Signed, in the product's inventory unit. */
  quantity: number;
  type: LogType;
  /** Cents per unit of what arrives (receipts, transfers in); without it the stock's cost is kept. */
  unitCost?: number | null;
  reason?: AdjustmentReason | null;
  note?: string | null;
  /** Named in the refusal when there is not enough. */
  productName: string;
}

export interface LedgerOptions {
  companyId: number;
  actor: LedgerActor;
  at: string;
  document: { type: DocumentType; id: string } | null;
  /** The company's blockNegativeInventorySale: a change taking a stock item below zero is refused. */
  blockNegative: boolean;
  costOption: "lastCost" | "weightedAverage";
  /** The refusal's message when blocked (default `inventoryMessages.notEnough`). */
  refusal?: (productName: string) => string;
  /** Compliance-on stores: their entries are written into the OCS outbox (pending). */
  ocsLocationIds?: readonly string[];
}

export interface StockWrite {
  item: StockItem;
  before: StockState;
}

export interface LedgerPlan {
  stock: StockWrite[];
  logs: InventoryLogItem[];
}

/** Reads stock items with strong consistency (a plan conditions its writes on what it read). */
export async function readStock(
  companyId: number,
  keys: readonly StockKey[],
): Promise<Map<string, StockState>> {
  const unique = [
    ...new Map(
      keys.map(({ locationId, productId, batchId }) => [
        stockKeyOf({ locationId, productId, batchId }),
        { locationId, productId, batchId },
      ]),
    ).values(),
  ];
  const states = new Map<string, StockState>();
  for (let start = 0; start < unique.length; start += 100) {
    let pending = unique.slice(start, start + 100).map((key) => ({ companyId, ...key }));
    while (pending.length > 0) {
      const result = await Stock.get(pending).go({ consistent: true });
      for (const item of result.data) {
        const raw = item as StockItem & { version?: number; unitCost?: number };
        states.set(stockKeyOf(item), {
          quantity: item.quantity,
          unitCost: raw.unitCost ?? 0,
          version: raw.version ?? -1,
        });
      }
      pending = result.unprocessed.map(({ locationId, productId, batchId }) => ({
        companyId,
        locationId,
        productId,
        batchId,
      }));
    }
  }
  return states;
}

const roundCost = (cost: number): number => Math.round(cost * 10_000) / 10_000;

/** The stock's cost after `quantity` units arrive at `unitCost`. */
export function costAfterReceipt(
  state: Pick<StockState, "quantity" | "unitCost">,
  quantity: number,
  unitCost: number,
  option: LedgerOptions["costOption"],
): number {
  if (option === "lastCost" || state.quantity <= 0) return roundCost(unitCost);
  return roundCost((state.quantity * state.unitCost + quantity * unitCost) / (state.quantity + quantity));
}

/**
 * The stock writes and ledger entries of `changes` over `states` (read by `readStock`). Throws the refusal when
 * the company blocks negative stock and a change would take an item below zero.
 */
export function planLedger(
  changes: readonly StockChange[],
  states: ReadonlyMap<string, StockState>,
  options: LedgerOptions,
): LedgerPlan {
  const writes = new Map<string, StockWrite>();
  const logs = changes.map((change): InventoryLogItem => {
    const key = stockKeyOf(change);
    const before = states.get(key) ?? emptyState;
    const current = writes.get(key)?.item ?? before;
    const quantityAfter = current.quantity + change.quantity;
    if (options.blockNegative && change.quantity < 0 && quantityAfter < 0)
      throw new AppError("CONFLICT", (options.refusal ?? inventoryMessages.notEnough)(change.productName));
    const arriving = change.quantity > 0 && change.unitCost != null;
    const unitCost = arriving
      ? costAfterReceipt(current, change.quantity, change.unitCost!, options.costOption)
      : current.unitCost;
    writes.set(key, {
      before,
      item: {
        companyId: options.companyId,
        locationId: change.locationId,
        productId: change.productId,
        batchId: change.batchId,
        quantity: quantityAfter,
        unitCost,
        version: Math.max(before.version ?? 0, 0) + 1,
        updateDate: options.at,
      },
    });
    const logId = randomUUID();
    return {
      companyId: options.companyId,
      locationId: change.locationId,
      productId: change.productId,
      batchId: change.batchId,
      logId,
      type: change.type,
      reason: change.reason ?? undefined,
      note: change.note ?? undefined,
      quantityChange: change.quantity,
      quantityAfter,
      stockVersion: Math.max(before.version ?? 0, 0) + 1,
      unitCost: arriving ? roundCost(change.unitCost!) : current.unitCost,
      actorKind: options.actor.kind,
      actorId: options.actor.id,
      actorName: options.actor.name,
      createDate: options.at,
      documentType: options.document?.type ?? noDocument,
      documentId: options.document?.id ?? noDocument,
      ...(options.ocsLocationIds?.includes(change.locationId)
        ? {
            ocsState: "pending" as const,
            ocsCompanyId: options.companyId,
            ocsKey: ocsKeyOf({ locationId: change.locationId, createDate: options.at, logId }),
            ocsAttempts: 0,
            ocsNextAttemptAt: options.at,
          }
        : {}),
    };
  });
  return { stock: [...writes.values()], logs };
}

/** How many transaction actions a plan takes; its stock writes come first, in `plan.stock` order. */
export const ledgerSize = (plan: LedgerPlan): number => plan.stock.length + plan.logs.length;

const ledgerService = new Service({ stock: Stock, inventoryLog: InventoryLog });
type LedgerOps = Parameters<Parameters<typeof ledgerService.transaction.write>[0]>[0];

/** The plan's actions for a transaction of any service that holds `stock` and `inventoryLog`: stock first. */
export function ledgerCommits(ops: Pick<LedgerOps, "stock" | "inventoryLog">, plan: LedgerPlan) {
  return [
    ...plan.stock.map(({ item, before }) => {
      if (before.version === null) return ops.stock.create(item).commit();
      const put = ops.stock.put(item);
      return before.version < 0
        ? put.where((attributes, { notExists }) => notExists(attributes.version)).commit()
        : put.where((attributes, { eq }) => eq(attributes.version, before.version!)).commit();
    }),
    ...plan.logs.map((log) => ops.inventoryLog.create(log).commit()),
  ];
}

/** A cancelled transaction's reasons, one per action (ElectroDB types them as the items). */
export type CancelReasons = readonly { rejected: boolean; code: string }[];

/**
 * Whether a cancelled transaction lost a race on stock: a stock write's condition failed (someone wrote it after
 * the read) or DynamoDB saw a conflicting transaction. Stock writes are the first `stockWrites` actions.
 */
export function lostStockRace(reasons: CancelReasons, stockWrites: number, offset = 0): boolean {
  return reasons.some(
    (reason, index) =>
      reason.code === "TransactionConflict" ||
      (reason.code === "ConditionalCheckFailed" && index >= offset && index < offset + stockWrites),
  );
}

/** Returned by an attempt that lost a race on stock; `withStockRetry` reads again and retries. */
export const stockRace = Symbol("stockRace");

const maxRaces = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` (which reads stock, plans and writes) until it does not lose a race on stock. */
export async function withStockRetry<T>(attempt: () => Promise<T | typeof stockRace>): Promise<T> {
  for (let round = 0; round < maxRaces; round += 1) {
    const outcome = await attempt();
    if (outcome !== stockRace) return outcome;
    await pause(Math.random() * Math.min(250, 5 * 2 ** round));
  }
  throw new AppError("CONFLICT", inventoryMessages.busy);
}

/**
 * Applies stock changes that belong to no other write (adjustments, seeds): read the `keys`, plan the changes
 * `build` makes of what was read, write, and again from the read when another write came first.
 */
export async function applyStockChanges(
  keys: readonly StockKey[],
  build: (states: ReadonlyMap<string, StockState>) => StockChange[],
  options: LedgerOptions,
): Promise<LedgerPlan> {
  return withStockRetry(async () => {
    const states = await readStock(options.companyId, keys);
    const plan = planLedger(build(states), states, options);
    const result = await ledgerService.transaction.write((ops) => ledgerCommits(ops, plan)).go();
    if (!result.canceled) return plan;
    const reasons = result.data as unknown as CancelReasons;
    if (lostStockRace(reasons, plan.stock.length)) return stockRace;
    throw new AppError("CONFLICT", inventoryMessages.busy);
  });
}

export const toLogView = (item: InventoryLogItem): InventoryLogView => ({
  id: item.logId,
  locationId: item.locationId,
  productId: item.productId,
  batchId: item.batchId === noBatch ? null : item.batchId,
  type: item.type,
  reason: item.reason ?? null,
  note: item.note ?? null,
  quantityChange: item.quantityChange,
  quantityAfter: item.quantityAfter,
  unitCost: item.unitCost,
  actor: { kind: item.actorKind, id: item.actorId, name: item.actorName },
  createDate: item.createDate,
  documentType: item.documentType === noDocument ? null : item.documentType,
  documentId: item.documentId === noDocument ? null : item.documentId,
});
