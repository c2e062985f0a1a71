import type { DeliveryView } from "@pos/core/webhooks/webhook.schema";
import { Badge } from "@/components/ui/badge";

const statusVariant = { delivered: "default", pending: "secondary", failed: "destructive" } as const;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** The subscription's latest deliveries with each attempt: time, HTTP status or error, duration. */
export function DeliveryLog({ deliveries }: { deliveries: DeliveryView[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Recent deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.deliveryId} className="rounded-md border px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <code className="truncate text-xs text-muted-foreground">{delivery.deliveryId}</code>
            <Badge variant={statusVariant[delivery.status]}>{delivery.status}</Badge>
          </div>
          <ol className="mt-1 grid gap-0.5">
            {delivery.attempts.map((attempt, index) => (
              <li key={attempt.at + String(index)} className="flex flex-wrap gap-x-3 text-xs">
                <span>Attempt {index + 1}</span>
                <span className="text-muted-foreground">{timeOf(attempt.at)}</span>
                <span className={attempt.error ? "text-destructive" : "text-emerald-700"}>
                  {attempt.statusCode ?? "—"} {attempt.error ?? "OK"}
                </span>
                <span className="text-muted-foreground">{attempt.durationMs} ms</span>
              </li>
            ))}
          </ol>
          {delivery.nextAttemptAt && (
            <p className="mt-1 text-xs text-muted-foreground">
              Next attempt {timeOf(delivery.nextAttemptAt)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
