import { complianceCategories, type ComplianceCategoryId } from "@pos/core/catalog/category.schema";
import { cn } from "@/lib/utils";

export const complianceById = new Map(complianceCategories.map((entry) => [entry.id, entry]));

export function ComplianceDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("inline-block size-2.5 shrink-0 rounded-full", className)}
      style={{ backgroundColor: color }}
    />
  );
}

/** A Health Canada class as a tinted badge in its colour; the text stays dark enough to read on any tint. */
export function ComplianceBadge({ id }: { id: ComplianceCategoryId | null }) {
  const entry = id === null ? undefined : complianceById.get(id);
  if (!entry) return null;
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap text-foreground"
      style={{ backgroundColor: `${entry.color}1a`, borderColor: `${entry.color}66` }}
      title={`Compliance category: ${entry.name}`}
    >
      <ComplianceDot color={entry.color} />
      {entry.name}
    </span>
  );
}
