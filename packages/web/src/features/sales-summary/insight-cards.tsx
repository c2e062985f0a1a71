import type { InsightsReport } from "@pos/core/reports/insights.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatFigure } from "./kpi-cards";
import { changePercent } from "@/components/reports/report-period";

type Insight = {
  key: string;
  label: string;
  value: string;
  detail: string;
  /** What the figure means, shown under it. */
  help: string;
  change: number | null;
};

export function insightCards(report: InsightsReport): Insight[] {
  const { figures, previous, customers, loyalty } = report;
  return [
    {
      key: "netSales",
      label: "Net sales",
      value: formatFigure(figures.netSales, "money"),
      detail: `${figures.saleCount} sales`,
      help: "Gross sales less discounts and the pre-tax part of refunds. Taxes, deposits and tips are not sales.",
      change: changePercent(figures.netSales, previous.netSales),
    },
    {
      key: "averageBasket",
      label: "Average basket",
      value: formatFigure(figures.averageBasket, "money"),
      detail: `${formatFigure(figures.units, "units")} units sold`,
      help: "What a sale is worth on average: gross sales less discounts, divided by the number of sales.",
      change: changePercent(figures.averageBasket, previous.averageBasket),
    },
    {
      key: "grossMargin",
      label: "Gross margin",
      value: formatFigure(figures.grossMargin, "money"),
      detail:
        figures.grossMarginPercent === null
          ? "No net sales"
          : `${figures.grossMarginPercent.toFixed(1)} % of net sales`,
      help: "Net sales less the cost of the goods sold (the stock's cost when sold, less the cost of returns put back).",
      change: changePercent(figures.grossMargin, previous.grossMargin),
    },
    {
      key: "returningCustomers",
      label: "Returning customers",
      value: customers.returningPercent === null ? "-" : `${customers.returningPercent.toFixed(1)} %`,
      detail: `${customers.returning} of ${customers.identified} customers`,
      help: "Of the customers attached to a sale in the period, the share who bought two or more times in it.",
      change: null,
    },
    {
      key: "loyaltyUse",
      label: "Loyalty use",
      value: loyalty.salesPercent === null ? "-" : `${loyalty.salesPercent.toFixed(1)} %`,
      detail: `${loyalty.payments} payments · ${formatFigure(loyalty.amount, "money")} in points`,
      help: "The share of sales paid (in part) with loyalty points, and the dollars paid with points, net of refunds.",
      change: null,
    },
  ];
}

/** Each insight with its value, a detail line, its change against the previous period and what it means. */
export function InsightCards({ report }: { report: InsightsReport }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
      {insightCards(report).map((card) => (
        <Card key={card.key} className="gap-2 py-4" data-testid={`insight-${card.key}`}>
          <CardHeader className="px-4">
            <CardTitle className="text-sm font-medium text-muted-foreground">{card.label}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 px-4">
            <p className="text-2xl font-semibold tabular-nums" data-testid="insight-value">
              {card.value}
            </p>
            <p className="text-xs text-muted-foreground">
              {card.detail}
              {card.change !== null &&
                ` · ${card.change >= 0 ? "+" : ""}${card.change.toFixed(1)} % vs previous`}
            </p>
            <CardDescription className="pt-1 text-xs">{card.help}</CardDescription>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
