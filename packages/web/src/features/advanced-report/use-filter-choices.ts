import type { AdvancedDimension } from "@pos/core/reports/advanced-report.schema";
import { trpc } from "@/lib/trpc";

/** The values a filter can pick: every group of that dimension with sales or payments in the period. */
export function useFilterChoices(
  scope: { companyId: number; locationIds: string[]; from: string; to: string; enabled: boolean },
  dimension: AdvancedDimension | null,
) {
  const query = trpc.advancedReports.run.useQuery(
    {
      companyId: scope.companyId,
      locationIds: scope.locationIds,
      from: scope.from,
      to: scope.to,
      definition: {
        dimensions: [dimension ?? "product"],
        measures: [dimension === "paymentType" ? "transactions" : "saleCount"],
        filters: [],
        sort: { by: dimension ?? "product", direction: "asc" },
      },
    },
    { enabled: scope.enabled && dimension !== null },
  );
  return (query.data?.rows ?? []).map((row) => ({ id: row.keys[0]!, name: row.labels[0]! }));
}
