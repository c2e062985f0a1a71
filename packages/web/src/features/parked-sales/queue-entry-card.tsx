import { Play, Trash2, XCircle } from "lucide-react";
import { formatCents } from "@pos/core/common/money";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatRelative } from "@/lib/format-date";
import { itemCount, orderTypeLabels } from "./queue-state";

type QueueEntryCardProps = {
  entry: QueueEntryView;
  /** The register's own unpaid parked sale: it may be removed without a passcode. */
  own: boolean;
  /** The name of the register that has it open (resumed it), when that is another register. */
  openElsewhere: string | null;
  resuming: boolean;
  onResume: () => void;
  onCancel: () => void;
  onRemove: () => void;
};

export function QueueEntryCard({
  entry,
  own,
  openElsewhere,
  resuming,
  onResume,
  onCancel,
  onRemove,
}: QueueEntryCardProps) {
  const items = itemCount(entry);
  const title = entry.customerName ?? "No customer";
  return (
    <article
      aria-label={`${orderTypeLabels[entry.orderType]}: ${title}`}
      className="rounded-lg border bg-card p-3 shadow-xs"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant={entry.orderType === "parked" ? "secondary" : "default"}>
              {orderTypeLabels[entry.orderType]}
            </Badge>
            {entry.externalSourceName && (
              <span className="truncate text-xs font-medium text-muted-foreground">
                {entry.externalSourceName}
                {entry.externalOrderId && ` · #${entry.externalOrderId}`}
              </span>
            )}
            {entry.paidAmount > 0 && <Badge variant="outline">Paid {formatCents(entry.paidAmount)}</Badge>}
            {openElsewhere !== null && (
              <Badge variant="outline" className="border-warning bg-warning/20">
                Open at {openElsewhere}
              </Badge>
            )}
          </div>
          <p className="mt-1.5 truncate font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">
            {items} {items === 1 ? "item" : "items"} · {formatRelative(entry.createDate)}
            {entry.createdBy && ` · ${entry.createdBy.name}`}
          </p>
          {entry.note && (
            <p className="mt-1 line-clamp-2 text-sm italic text-muted-foreground">{entry.note}</p>
          )}
        </div>
        <p className="shrink-0 text-lg font-semibold tabular-nums">{formatCents(entry.total)}</p>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {own ? (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <XCircle aria-hidden />
            Cancel
          </Button>
        )}
        <Button size="sm" onClick={onResume} disabled={resuming}>
          {resuming ? <Spinner /> : <Play aria-hidden />}
          {openElsewhere === null ? "Resume" : "Take over"}
        </Button>
      </div>
    </article>
  );
}
