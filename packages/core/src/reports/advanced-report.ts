import { AppError } from "../common/errors";
import { listLocations } from "../company/company";
import { noSupplier, productAttributes, type ProductAttributes } from "./advanced-attributes";
import {
  advancedDimensionLabels,
  advancedLimits,
  advancedMessages,
  measureValue,
  tenderMeasures,
  timeAndPlace,
  ZAdvancedReportInput,
  type AdvancedDefinition,
  type AdvancedDimension,
  type AdvancedMeasure,
  type AdvancedReport,
  type AdvancedReportInput,
  type AdvancedRow,
  type AdvancedValues,
} from "./advanced-report.schema";
import { addDays } from "./report-days";
import type { ReportDimension, RollupRow } from "./reports.schema";
import { readRollups, reportFigures, sumRollups, totalOf } from "./rollup-query";

type Source = Extract<
  ReportDimension,
  "day" | "product" | "category" | "employee" | "customer" | "paymentType"
>;

const productFamily: readonly AdvancedDimension[] = ["product", "category", "supplier", "brand"];
const isTimeOrPlace = (dimension: AdvancedDimension) =>
  (timeAndPlace as readonly AdvancedDimension[]).includes(dimension);
const isTender = (measure: AdvancedMeasure) =>
  (tenderMeasures as readonly AdvancedMeasure[]).includes(measure);

/**
 * Which rollup rows can answer the definition: rows carry their day and location, plus one key of their own
 * dimension. Product rows also answer category, supplier and brand through the product. Anything else is a 400.
 */
function sourceOf(definition: AdvancedDefinition): Source {
  if (definition.filters.some((filter) => ["date", "week", "month"].includes(filter.dimension)))
    throw new AppError("INVALID_INPUT", advancedMessages.timeFilter);
  const named = [...definition.dimensions, ...definition.filters.map((filter) => filter.dimension)];
  const entities = [...new Set(named.filter((dimension) => !isTimeOrPlace(dimension)))];
  let source: Source = "day";
  if (entities.length > 0 && entities.every((dimension) => productFamily.includes(dimension)))
    source = entities.length === 1 && entities[0] === "category" ? "category" : "product";
  else if (entities.length === 1) source = entities[0] as Source;
  else if (entities.length > 1)
    throw new AppError(
      "INVALID_INPUT",
      advancedMessages.notCombinable(
        entities.map((dimension) => advancedDimensionLabels[dimension]).join(", "),
      ),
    );
  const tender = definition.measures.filter(isTender);
  if (source === "paymentType" && tender.length !== definition.measures.length)
    throw new AppError("INVALID_INPUT", advancedMessages.paymentTypeMeasures);
  if (source !== "paymentType" && tender.length > 0)
    throw new AppError("INVALID_INPUT", advancedMessages.tenderMeasures);
  const sort = definition.sort?.by;
  if (
    sort !== undefined &&
    !(definition.dimensions as string[]).includes(sort) &&
    !(definition.measures as string[]).includes(sort)
  )
    throw new AppError("INVALID_INPUT", advancedMessages.sortNotShown);
  return source;
}

/** The Monday that starts a day's week (ISO weeks). */
function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

interface Lookups {
  source: Source;
  products: ProductAttributes | null;
  locationNames: Map<string, string>;
}

function keyOf(dimension: AdvancedDimension, row: RollupRow, { source, products }: Lookups): string {
  switch (dimension) {
    case "date":
      return row.day;
    case "week":
      return weekOf(row.day);
    case "month":
      return row.day.slice(0, 7);
    case "location":
      return row.locationId;
    case "category":
      return source === "category" ? row.key : products!.categoryOf(row.key);
    case "supplier":
      return products!.supplierOf(row.key);
    case "brand":
      return products!.brandOf(row.key);
    default:
      return row.key;
  }
}

const tenderLabel = (key: string) => {
  const [type = key, card] = key.split(":");
  const name = type.charAt(0).toUpperCase() + type.slice(1);
  return card ? `${name} · ${card}` : name;
};

function labelOf(dimension: AdvancedDimension, key: string, row: RollupRow, lookups: Lookups): string {
  switch (dimension) {
    case "week":
      return `Week of ${key}`;
    case "location":
      return lookups.locationNames.get(key) ?? key;
    case "category":
      return (
        (lookups.source === "category" ? row.label : lookups.products!.categoryName(key)) ?? "Uncategorized"
      );
    case "supplier":
      return lookups.products!.supplierName(key) ?? "No supplier";
    case "brand":
      return key === noSupplier ? "No brand" : key;
    case "paymentType":
      return tenderLabel(key);
    case "product":
    case "employee":
    case "customer":
      return row.label ?? key;
    default:
      return key;
  }
}

/** Figures that count sales: a sale of two products is in two product rows, so summing those counts it twice. */
const perSale: readonly AdvancedMeasure[] = ["saleCount", "refundCount", "averageBasket"];

function valuesOf(measures: AdvancedMeasure[], rows: RollupRow[], exactCounts = true): AdvancedValues {
  const total = totalOf(rows);
  const figures = reportFigures(total);
  return Object.fromEntries(
    measures.map((measure) => [
      measure,
      !exactCounts && perSale.includes(measure)
        ? null
        : measureValue(measure, figures, { amount: total.amount, count: total.count }),
    ]),
  );
}

/**
 * The totals row. Summed product or category rows count a sale once per product or category in it, so without a
 * product filter the totals are read from the day rows (each sale once); with one, the sale counts are unknown.
 */
async function totalsOf(
  input: { companyId: number; locationIds: string[]; from: string; to: string },
  definition: AdvancedDefinition,
  source: Source,
  kept: RollupRow[],
): Promise<AdvancedValues> {
  if (source !== "product" && source !== "category") return valuesOf(definition.measures, kept);
  const entityFilter = definition.filters.some((filter) => filter.dimension !== "location");
  if (entityFilter) return valuesOf(definition.measures, kept, false);
  const locations = definition.filters.find((filter) => filter.dimension === "location")?.values;
  const days = await readRollups({ ...input, dimension: "day", grain: "month" });
  return valuesOf(
    definition.measures,
    days.filter((row) => !locations || locations.includes(row.locationId)),
  );
}

function compareRows(definition: AdvancedDefinition) {
  const sort = definition.sort ?? {
    by: isTimeOrPlace(definition.dimensions[0]!) ? definition.dimensions[0]! : definition.measures[0]!,
    direction: isTimeOrPlace(definition.dimensions[0]!) ? "asc" : "desc",
  };
  const sign = sort.direction === "asc" ? 1 : -1;
  const dimensionIndex = (definition.dimensions as string[]).indexOf(sort.by);
  const byLabels = (a: AdvancedRow, b: AdvancedRow) =>
    a.labels.join("\u0000").localeCompare(b.labels.join("\u0000"));
  return (a: AdvancedRow, b: AdvancedRow): number => {
    if (dimensionIndex >= 0) {
      const dimension = definition.dimensions[dimensionIndex]!;
      const [x, y] =
        isTimeOrPlace(dimension) && dimension !== "location"
          ? [a.keys[dimensionIndex]!, b.keys[dimensionIndex]!]
          : [a.labels[dimensionIndex]!, b.labels[dimensionIndex]!];
      return sign * x.localeCompare(y) || byLabels(a, b);
    }
    const [x, y] = [a.values[sort.by as AdvancedMeasure], b.values[sort.by as AdvancedMeasure]];
    if (x === y) return byLabels(a, b);
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return sign * (x - y) || byLabels(a, b);
  };
}

/**
 * The advanced report: rollup rows of one dimension (rollup-query.ts) grouped by one or two dimensions, filtered,
 * with the figures of reportFigures, sorted. By month or coarser it reads month rows (a 12-month report by product
 * is about 12 × products items per location); by date or week, day rows.
 */
export async function advancedReport(
  raw: AdvancedReportInput & { companyId: number },
): Promise<AdvancedReport> {
  const input = ZAdvancedReportInput.parse(raw);
  const { definition } = input;
  const source = sourceOf(definition);
  const daily = definition.dimensions.some((dimension) => dimension === "date" || dimension === "week");
  const [rows, locations] = await Promise.all([
    readRollups({
      companyId: raw.companyId,
      locationIds: input.locationIds,
      from: input.from,
      to: input.to,
      dimension: source,
      grain: daily ? "day" : "month",
    }),
    listLocations(raw.companyId),
  ]);
  const needsProducts =
    source === "product" &&
    [...definition.dimensions, ...definition.filters.map((filter) => filter.dimension)].some((dimension) =>
      ["category", "supplier", "brand"].includes(dimension),
    );
  const lookups: Lookups = {
    source,
    products: needsProducts
      ? await productAttributes(
          raw.companyId,
          rows.map((row) => row.key),
        )
      : null,
    locationNames: new Map(locations.map((location) => [location.id, location.name])),
  };
  const filters = definition.filters.map((filter) => ({ ...filter, values: new Set(filter.values) }));
  const kept = rows.filter((row) =>
    filters.every((filter) => filter.values.has(keyOf(filter.dimension, row, lookups))),
  );
  const keysOf = (row: RollupRow) => definition.dimensions.map((dimension) => keyOf(dimension, row, lookups));
  const members = new Map<string, RollupRow[]>();
  for (const row of kept) {
    const id = keysOf(row).join("\u0000");
    const group = members.get(id);
    if (group) group.push(row);
    else members.set(id, [row]);
  }
  // A group of several products (a category, supplier or brand from product rows) would count a sale once per product.
  const exactCounts = source !== "product" || definition.dimensions.includes("product");
  const grouped: AdvancedRow[] = [...members.values()].map((group) => {
    const last = [...sumRollups(group, () => "").values()][0]!;
    const keys = keysOf(group[0]!);
    return {
      keys,
      labels: definition.dimensions.map((dimension, index) =>
        labelOf(dimension, keys[index]!, last, lookups),
      ),
      values: valuesOf(definition.measures, group, exactCounts),
    };
  });
  grouped.sort(compareRows(definition));
  return {
    period: { from: input.from, to: input.to },
    dimensions: definition.dimensions,
    measures: definition.measures,
    rows: grouped.slice(0, advancedLimits.rows),
    totals: await totalsOf({ ...input, companyId: raw.companyId }, definition, source, kept),
    truncated: grouped.length > advancedLimits.rows,
  };
}
