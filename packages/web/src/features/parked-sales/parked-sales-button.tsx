import { CircleParking } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { ParkedSalesDrawer } from "./parked-sales-drawer";

/** Opens the parked sales and online orders of the register's location; the badge counts the pending ones. */
export function ParkedSalesButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const list = trpc.paymentQueue.list.useQuery(undefined, { staleTime: 30_000 });
  const count = list.data?.length ?? 0;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className={cn("relative h-10", className)}
        onClick={() => setOpen(true)}
        aria-label={count > 0 ? `Parked sales (${count})` : "Parked sales"}
      >
        <CircleParking aria-hidden />
        Parked
        {count > 0 && (
          <span
            aria-hidden
            className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </Button>
      <ParkedSalesDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}
