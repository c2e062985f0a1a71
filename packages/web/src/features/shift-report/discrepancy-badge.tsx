import { TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { discrepancyLabels, discrepancyNeedsAttention, discrepancyTone, signedCents } from "./report-format";

const plain = {
  balanced: "border-transparent bg-secondary text-secondary-foreground",
  over: "border-transparent bg-secondary text-secondary-foreground",
  short: "border-transparent bg-secondary text-secondary-foreground",
  none: "text-muted-foreground",
} as const;
const attention = "border-warning bg-warning/20 text-foreground";

/**
 * Counted − expected: "Over +$1.25", "Short -$0.40", "Balanced", or "Not counted" (a count can be added later).
 * Beyond the company's threshold, either way, it is a warning: a large overage is as wrong as a shortage.
 */
export function DiscrepancyBadge({
  discrepancy,
  warning,
  className,
}: {
  discrepancy: number | null;
  warning: boolean;
  className?: string;
}) {
  const tone = discrepancyTone(discrepancy);
  const flagged = discrepancyNeedsAttention(discrepancy, warning);
  const text =
    tone === "none" || tone === "balanced"
      ? discrepancyLabels[tone]
      : `${discrepancyLabels[tone]} ${signedCents(discrepancy)}`;
  return (
    <Badge
      variant="outline"
      className={cn("tabular-nums", flagged ? attention : plain[tone], className)}
      data-warning={flagged || undefined}
      title={flagged ? "Beyond the cash discrepancy threshold" : undefined}
    >
      {flagged && <TriangleAlert aria-label="Warning" />}
      {text}
    </Badge>
  );
}
