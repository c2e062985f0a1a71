import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { conversionChanges } from "./conversion-plan";
import { Conversion, type ConversionItem } from "./conversion.entity";
import {
  ZConvertInput,
  type ConversionLineView,
  type ConversionView,
  type ConvertInput,
} from "./conversion.schema";
import { conversionTargets, type ConversionTargets } from "./conversion-targets";
import { InventoryLog } from "./inventory-log.entity";
import { inventoryMessages, type LedgerActor } from "./inventory-log.schema";
import { Batch, noBatch, Stock } from "./stock.entity";
import {
  ledgerCommits,
  lostStockRace,
  planLedger,
  readStock,
  stockKeyOf,
  stockRace,
  withStockRetry,
  type CancelReasons,
  type LedgerPlan,
  type StockState,
} from "./stock-ledger";
import { ledgerOptionsOf, readInventoryCompany } from "./stock-targets";

const conversionService = new Service({
  stock: Stock,
  inventoryLog: InventoryLog,
  conversion: Conversion,
  batch: Batch,
});

const empty: StockState = { quantity: 0, unitCost: 0, version: null };

type Target = ConversionTargets["source"] | ConversionTargets["outputs"][number];

function lineView(
  target: Target,
  quantity: number,
  movedAt: number,
  before: StockState,
  plan: LedgerPlan,
): ConversionLineView {
  const after = plan.stock.find((write) => stockKeyOf(write.item) === stockKeyOf(target.key))!.item;
  return {
    productId: target.product.productId,
    productName: target.product.name,
    sku: target.product.sku ?? null,
    batchId: target.key.batchId === noBatch ? null : target.key.batchId,
    lotNumber: target.lot?.lotNumber ?? null,
    quantity,
    onHandBefore: before.quantity,
    onHandAfter: after.quantity,
    unitCost: movedAt,
    unitCostAfter: after.unitCost,
    newLot: "newLot" in target && target.newLot,
  };
}

/** Reads the stock, checks there is enough (when the company blocks negative stock) and plans the ledger. */
async function planConversion(
  input: ConvertInput,
  actor: LedgerActor,
  conversionId: string,
  at: string,
  targets?: ConversionTargets,
) {
  const data = ZConvertInput.parse(input);
  const company = await readInventoryCompany(data.companyId);
  const checked = targets ?? (await conversionTargets(company, data.locationId, data.from, data.outputs, at));
  const { source, outputs } = checked;
  const states = await readStock(data.companyId, [source.key, ...outputs.map((output) => output.key)]);
  const sourceState = states.get(stockKeyOf(source.key)) ?? empty;
  if (company.blockNegativeInventorySale && sourceState.quantity < data.from.quantity)
    throw new AppError("INVALID_INPUT", inventoryMessages.notEnough(source.product.name));
  const changes = conversionChanges(
    { ...source, quantity: data.from.quantity, unitCost: sourceState.unitCost },
    outputs,
  );
  const plan = planLedger(
    changes,
    states,
    ledgerOptionsOf(company, actor, at, { type: "conversion", id: conversionId }),
  );
  const view: ConversionView = {
    id: conversionId,
    locationId: data.locationId,
    createDate: at,
    byName: actor.name,
    note: data.note,
    from: lineView(source, data.from.quantity, sourceState.unitCost, sourceState, plan),
    outputs: outputs.map((output, index) =>
      lineView(
        output,
        output.quantity,
        plan.logs[index + 1]!.unitCost,
        states.get(stockKeyOf(output.key)) ?? empty,
        plan,
      ),
    ),
    value: Math.round(data.from.quantity * sourceState.unitCost),
  };
  return { data, checked, plan, view };
}

/** What a conversion would do now, without writing anything: the on-hand and cost per unit after it. */
export async function previewConversion(input: ConvertInput, actor: LedgerActor): Promise<ConversionView> {
  return (await planConversion(input, actor, "preview", nowIso())).view;
}

/**
 * Converts stock at a location in one transaction: the ledger entries (CONVERSION_OUT, CONVERSION_IN) with the
 * stock they move, the Conversion record they belong to, and the lots it creates for outputs.
 */
export async function convertStock(input: ConvertInput, actor: LedgerActor): Promise<ConversionView> {
  const conversionId = randomUUID().slice(0, 12);
  const at = nowIso();
  const first = await planConversion(input, actor, conversionId, at);
  let attempt: typeof first | null = first;
  return withStockRetry(async () => {
    const { data, checked, plan, view } =
      attempt ?? (await planConversion(input, actor, conversionId, at, first.checked));
    attempt = null;
    const record: ConversionItem = {
      companyId: data.companyId,
      locationId: data.locationId,
      conversionId,
      createDate: at,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      note: data.note ?? undefined,
      from: view.from,
      outputs: view.outputs,
      value: view.value,
    };
    const result = await conversionService.transaction
      .write((ops) => [
        ...ledgerCommits(ops, plan),
        ops.conversion.create(record).commit(),
        ...checked.outputs.flatMap((output) =>
          output.newLot && output.lot ? [ops.batch.create(output.lot).commit()] : [],
        ),
      ])
      .go();
    if (!result.canceled) return view;
    if (lostStockRace(result.data as unknown as CancelReasons, plan.stock.length)) return stockRace;
    throw new AppError("CONFLICT", inventoryMessages.busy);
  });
}

const toView = (item: ConversionItem): ConversionView => ({
  id: item.conversionId,
  locationId: item.locationId,
  createDate: item.createDate,
  byName: item.actorName,
  note: item.note ?? null,
  from: item.from,
  outputs: item.outputs,
  value: item.value,
});

/** A page of a location's conversions, newest first. */
export async function listConversions(
  companyId: number,
  locationId: string,
  page: PageInput,
): Promise<Page<ConversionView>> {
  return queryPage(
    Conversion.query.byLocation({ companyId, locationId }).params({ order: "desc" }),
    (items) => Conversion.parse({ Items: items }).data.map(toView),
    page,
  );
}
