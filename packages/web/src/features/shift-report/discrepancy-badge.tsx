import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { discrepancyLabels, discrepancyTone, signedCents } from "./report-format";

const toneClass = {
  balanced: "border-transparent bg-secondary text-secondary-foreground",
  over: "border-transparent bg-success/15 text-success",
  short: "border-transparent bg-destructive/10 text-destructive",
  none: "text-muted-foreground",
} as const;

/** Counted − expected: "Over +$1.25", "Short -$0.40", "Balanced", or "Not counted" (a count can be added later). */
export function DiscrepancyBadge({
  discrepancy,
  className,
}: {
  discrepancy: number | null;
  className?: string;
}) {
  const tone = discrepancyTone(discrepancy);
  const text =
    tone === "none" || tone === "balanced"
      ? discrepancyLabels[tone]
      : `${discrepancyLabels[tone]} ${signedCents(discrepancy)}`;
  return (
    <Badge variant="outline" className={cn("tabular-nums", toneClass[tone], className)}>
      {text}
    </Badge>
  );
}
