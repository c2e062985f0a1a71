import { formatCents, formatCentsShort } from "@pos/core/common/money";
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";

const moneyTooltip = (label: string) => (
  <ChartTooltipContent
    formatter={(value) => (
      <span className="flex w-full justify-between gap-4">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-mono font-medium tabular-nums">{formatCents(Number(value))}</span>
      </span>
    )}
  />
);

export type SeriesPoint = { label: string; netSales: number };

/**
 * Money as bars over a category axis (net sales unless `seriesLabel` names another figure carried in `netSales`),
 * with the short dollar format on the value axis.
 */
export function SalesBars({
  data,
  className,
  seriesLabel = "Net sales",
}: {
  data: SeriesPoint[];
  className?: string;
  seriesLabel?: string;
}) {
  const config = { netSales: { label: seriesLabel, color: "var(--chart-1)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className={className}>
      <BarChart data={data} margin={{ left: 4, right: 4 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} />
        <YAxis
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(value: number) => formatCentsShort(value)}
        />
        <ChartTooltip cursor={false} content={moneyTooltip(seriesLabel)} />
        <Bar dataKey="netSales" fill="var(--color-netSales)" radius={3} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
