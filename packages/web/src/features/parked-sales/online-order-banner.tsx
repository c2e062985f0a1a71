import { BellRing } from "lucide-react";
import { useState } from "react";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { Button } from "@/components/ui/button";
import { ParkedSalesDrawer } from "./parked-sales-drawer";
import { onlineOrderAlert } from "./queue-state";

/**
 * The online order alert as a banner that stays until the cashier has seen it: the chime is off by default
 * (the spec's audio default), so a toast that fades could go unnoticed.
 */
export function OnlineOrderBanner({ alerts, onSeen }: { alerts: QueueEntryView[]; onSeen: () => void }) {
  const [open, setOpen] = useState(false);
  const drawer = <ParkedSalesDrawer open={open} onOpenChange={setOpen} />;
  if (alerts.length === 0) return drawer;
  const messages = [...new Set(alerts.map(onlineOrderAlert))];
  return (
    <>
      <div
        role="alert"
        aria-label="Online order alert"
        className="sticky top-16 z-20 flex flex-wrap items-center gap-3 border-b border-warning bg-warning/25 px-4 py-2"
      >
        <BellRing className="size-5 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1">
          {messages.map((message) => (
            <p key={message} className="font-medium">
              {message}
            </p>
          ))}
          <p className="text-sm text-muted-foreground">
            {alerts
              .map((entry) =>
                [
                  entry.externalSourceName,
                  entry.externalOrderId && `#${entry.externalOrderId}`,
                  entry.customerName,
                ]
                  .filter(Boolean)
                  .join(" "),
              )
              .join(" · ")}
          </p>
        </div>
        <Button
          size="sm"
          onClick={() => {
            onSeen();
            setOpen(true);
          }}
        >
          View orders
        </Button>
        <Button size="sm" variant="outline" onClick={onSeen}>
          Seen
        </Button>
      </div>
      {drawer}
    </>
  );
}
