import { formatCents, formatCentsShort } from "@pos/core/common/money";
import type { ReportFigures } from "@pos/core/reports/reports.schema";
import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { changePercent } from "@/components/reports/report-period";

type Kpi = { key: keyof ReportFigures; label: string; kind: "money" | "count" | "units" | "percent" };

export const summaryKpis: Kpi[] = [
  { key: "grossSales", label: "Gross sales", kind: "money" },
  { key: "netSales", label: "Net sales", kind: "money" },
  { key: "discounts", label: "Discounts", kind: "money" },
  { key: "refunds", label: "Refunds", kind: "money" },
  { key: "taxes", label: "Taxes", kind: "money" },
  { key: "deposits", label: "Deposits", kind: "money" },
  { key: "tips", label: "Tips", kind: "money" },
  { key: "costOfGoods", label: "Cost of goods", kind: "money" },
  { key: "grossMargin", label: "Gross margin", kind: "money" },
  { key: "saleCount", label: "Sales", kind: "count" },
  { key: "averageBasket", label: "Average basket", kind: "money" },
  { key: "units", label: "Units sold", kind: "units" },
];

const counts = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

/** A figure as the cards and the CSV show it. */
export function formatFigure(value: number | null, kind: Kpi["kind"], short = false): string {
  if (value === null) return "-";
  if (kind === "money") return short ? formatCentsShort(value) : formatCents(value);
  if (kind === "percent") return `${value.toFixed(1)} %`;
  return counts.format(value);
}

/** A period without any sale shows its fall as a plain fact: the day may simply not have started. */
function Change({ current, previous, quiet }: { current: number; previous: number; quiet: boolean }) {
  if (current === 0 && previous === 0)
    return <span className="text-xs text-muted-foreground">No change</span>;
  const change = changePercent(current, previous);
  if (change === null) return <span className="text-xs text-muted-foreground">No earlier sales</span>;
  const up = change >= 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 text-xs font-medium",
        quiet ? "text-muted-foreground" : up ? "text-primary" : "text-destructive",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {`${up ? "+" : ""}${change.toFixed(1)} %`}
      <span className="sr-only"> against the previous period</span>
    </span>
  );
}

/** The period's figures as cards, each with its change against the previous period. */
export function KpiCards({ figures, previous }: { figures: ReportFigures; previous: ReportFigures }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {summaryKpis.map((kpi) => {
        const value = figures[kpi.key] ?? 0;
        const before = previous[kpi.key] ?? 0;
        const exact = formatFigure(value, kpi.kind);
        const short = formatFigure(value, kpi.kind, true);
        return (
          <Card key={kpi.key} className="gap-2 py-4" data-testid={`kpi-${kpi.key}`}>
            <CardHeader className="px-4">
              <CardTitle className="text-sm font-medium text-muted-foreground">{kpi.label}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 px-4">
              <p className="text-2xl font-semibold tabular-nums" title={exact}>
                {short}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2">
                {value !== 0 && short !== exact && (
                  <span className="text-xs text-muted-foreground tabular-nums">{exact}</span>
                )}
                <Change current={value} previous={before} quiet={figures.saleCount === 0} />
              </div>
              {kpi.key === "grossMargin" && figures.grossMarginPercent !== null && (
                <span className="text-xs text-muted-foreground">
                  {figures.grossMarginPercent.toFixed(1)} % of net sales
                </span>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
