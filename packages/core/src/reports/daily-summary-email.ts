import { formatCents } from "../common/money";
import { appUrl } from "../email/app-url";
import type { EmailMessage } from "../email/outbox";
import type { SummaryReport } from "./reports.schema";

/** The daily summary e-mail: the analytics/summary figures of one location and day, and its top products. */
export function dailySummaryEmail(input: {
  to: string;
  companyId: number;
  companyName: string;
  locationName: string;
  day: string;
  report: SummaryReport;
}): EmailMessage {
  const { figures } = input.report;
  const margin = figures.grossMarginPercent === null ? "" : ` (${figures.grossMarginPercent}%)`;
  const lines = [
    `${input.companyName} · ${input.locationName} · ${input.day}`,
    "",
    `Gross sales: ${formatCents(figures.grossSales)}`,
    `Discounts: ${formatCents(figures.discounts)}`,
    `Refunds: ${formatCents(figures.refunds)}`,
    `Net sales: ${formatCents(figures.netSales)}`,
    `Taxes: ${formatCents(figures.taxes)}`,
    `Deposits: ${formatCents(figures.deposits)}`,
    `Tips: ${formatCents(figures.tips)}`,
    `Cost of goods: ${formatCents(figures.costOfGoods)}`,
    `Gross margin: ${formatCents(figures.grossMargin)}${margin}`,
    `Sales: ${figures.saleCount}`,
    `Average basket: ${formatCents(figures.averageBasket)}`,
    `Units: ${figures.units}`,
  ];
  if (input.report.topProducts.length > 0)
    lines.push(
      "",
      "Top products",
      ...input.report.topProducts.map((product) => `- ${product.label}: ${formatCents(product.netSales)}`),
    );
  lines.push(
    "",
    `The full report: ${appUrl(`/company/${input.companyId}/dashboard/analytics/summary`)}`,
    "You receive this e-mail because you subscribed to this location's daily summary on the Sales summary page.",
  );
  return {
    to: input.to,
    subject: `Daily summary: ${input.locationName}, ${input.day}`,
    text: lines.join("\n"),
  };
}
