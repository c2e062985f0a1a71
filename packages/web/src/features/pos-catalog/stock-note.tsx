import type { ProductUnit } from "@pos/core/payments/pos-data.schema";
import { cn } from "@/lib/utils";

const amount = (quantity: number, unit: ProductUnit) =>
  unit === "unit" ? String(quantity) : `${quantity} ${unit}`;

/** "12 in stock", "Out of stock", or nothing for a product whose stock is not tracked. */
export function StockNote({
  quantity,
  unit,
  className,
}: {
  quantity: number | null;
  unit: ProductUnit;
  className?: string;
}) {
  if (quantity === null) return null;
  const empty = quantity <= 0;
  return (
    <span className={cn("block text-xs", empty ? "text-destructive" : "text-muted-foreground", className)}>
      {empty ? "Out of stock" : `${amount(quantity, unit)} in stock`}
    </span>
  );
}
