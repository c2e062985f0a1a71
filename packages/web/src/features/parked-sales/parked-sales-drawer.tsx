import { Inbox, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { queueMessages, type QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { CancelEntryDialog } from "./cancel-entry-dialog";
import { QueueEntryCard } from "./queue-entry-card";

type ParkedSalesDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function ParkedSalesDrawer({ open, onOpenChange }: ParkedSalesDrawerProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const device = trpc.device.getCurrent.useQuery(undefined, { staleTime: Infinity });
  const list = trpc.paymentQueue.list.useQuery(undefined, { staleTime: 30_000 });
  const [cancelling, setCancelling] = useState<QueueEntryView | null>(null);
  const [removing, setRemoving] = useState<QueueEntryView | null>(null);
  const [takingOver, setTakingOver] = useState<QueueEntryView | null>(null);
  const drop = (id: string) =>
    utils.paymentQueue.list.setData(undefined, (old) => old?.filter((item) => item.id !== id));

  const assign = trpc.paymentQueue.assignDevice.useMutation();
  const remove = trpc.paymentQueue.remove.useMutation({
    onSuccess: (_result, input) => {
      drop(input.paymentQueueId);
      setRemoving(null);
      posToast.success("Parked sale removed");
    },
    onError: (error) =>
      posToast.error(queueMessages.removeParked, { description: serverMessageOr(error, "") || undefined }),
  });

  /** Resuming assigns the entry to this register first; another register's open entry needs a take over. */
  async function resume(entry: QueueEntryView, takeOver = false) {
    try {
      await assign.mutateAsync({ paymentQueueId: entry.id, takeOver });
      setTakingOver(null);
      onOpenChange(false);
      void navigate(`/pos/sale?queueId=${encodeURIComponent(entry.id)}`);
    } catch (error) {
      setTakingOver(null);
      void list.refetch();
      posToast.error(queueMessages.populateCart, { description: errorMessage(error) });
    }
  }

  const ownDeviceId = device.data?.deviceId ?? null;
  const heldElsewhere = (entry: QueueEntryView) =>
    entry.heldBy !== null && entry.heldBy.deviceId !== ownDeviceId;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-12">
          <div className="flex items-center justify-between gap-2">
            <SheetTitle>Parked sales</SheetTitle>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
              aria-label="Refresh the list"
            >
              <RefreshCw className={list.isFetching ? "animate-spin" : undefined} aria-hidden />
              Refresh
            </Button>
          </div>
          <SheetDescription>
            Sales parked at this location and online orders waiting to be paid.
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto p-4">
          {list.isLoading ? (
            <div className="space-y-3" aria-label="Loading parked sales">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-32 w-full" />
              ))}
            </div>
          ) : list.error ? (
            <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
          ) : list.data && list.data.length > 0 ? (
            <ul className="space-y-3">
              {list.data.map((entry) => (
                <li key={entry.id}>
                  <QueueEntryCard
                    entry={entry}
                    own={entry.orderType === "parked" && entry.deviceId === ownDeviceId}
                    openElsewhere={heldElsewhere(entry) ? (entry.heldBy?.deviceName ?? null) : null}
                    resuming={assign.isPending && assign.variables?.paymentQueueId === entry.id}
                    onResume={() => (heldElsewhere(entry) ? setTakingOver(entry) : void resume(entry))}
                    onCancel={() => setCancelling(entry)}
                    onRemove={() => setRemoving(entry)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={Inbox} title="Nothing parked">
              Parked sales and online orders for this location show here.
            </EmptyState>
          )}
        </div>
      </SheetContent>
      <CancelEntryDialog entry={cancelling} onClose={() => setCancelling(null)} onCancelled={drop} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove this parked sale?"
        description="The parked cart is deleted. This cannot be undone."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ paymentQueueId: removing.id })}
      />
      <ConfirmDialog
        open={takingOver !== null}
        onOpenChange={(next) => !next && setTakingOver(null)}
        title="Take over this sale?"
        description={`It is open at register ${takingOver?.heldBy?.deviceName ?? ""}. Take it over only if that register is not using it: it can no longer complete it.`}
        confirmLabel="Take over"
        pending={assign.isPending}
        onConfirm={() => takingOver && void resume(takingOver, true)}
      />
    </Sheet>
  );
}
