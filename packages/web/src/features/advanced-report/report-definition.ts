import {
  advancedMeasures,
  tenderMeasures,
  type AdvancedDefinition,
  type AdvancedDimension,
  type AdvancedMeasure,
} from "@pos/core/reports/advanced-report.schema";

export const defaultDefinition: AdvancedDefinition = {
  dimensions: ["product"],
  measures: ["netSales", "units", "saleCount", "grossMargin"],
  filters: [],
  sort: null,
};

const isTender = (measure: AdvancedMeasure) =>
  (tenderMeasures as readonly AdvancedMeasure[]).includes(measure);

/** The figures a report with these groupings can show: by payment type only the tender's. */
export function measuresFor(dimensions: readonly AdvancedDimension[]): AdvancedMeasure[] {
  const tender = dimensions.includes("paymentType");
  return advancedMeasures.filter((measure) => isTender(measure) === tender);
}

/** Groupings changed: keep the figures that still fit (or the defaults), and a sort that still names a column. */
export function withDimensions(
  definition: AdvancedDefinition,
  dimensions: AdvancedDimension[],
): AdvancedDefinition {
  const allowed = measuresFor(dimensions);
  const kept = definition.measures.filter((measure) => allowed.includes(measure));
  const measures =
    kept.length > 0
      ? kept
      : dimensions.includes("paymentType")
        ? [...tenderMeasures]
        : defaultDefinition.measures;
  const columns: string[] = [...dimensions, ...measures];
  return {
    ...definition,
    dimensions,
    measures,
    sort: definition.sort && columns.includes(definition.sort.by) ? definition.sort : null,
  };
}

/** Dimensions a filter can name (time is the period). */
export const filterDimensions = [
  "location",
  "product",
  "category",
  "supplier",
  "brand",
  "employee",
  "customer",
  "paymentType",
] as const satisfies AdvancedDimension[];
