import { devicePreferenceDefaults } from "@pos/core/device/device-preferences.schema";
import type { ParkSaleInput, QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";

export const parkMessages = {
  parked: "Sale parked",
  failed: "There was an error parking this sale",
} as const;

/**
 * Parks a cart: adds the entry to the register's list and shows 'Sale parked' when the parked-sale toast
 * preference is on. `onParked` runs after a success (the sale screen clears its cart there).
 */
export function useParkSale(onParked?: (entry: QueueEntryView) => void) {
  const utils = trpc.useUtils();
  const preferences = trpc.devicePreferences.get.useQuery(undefined, { staleTime: 60_000 });
  const toastOn = preferences.data?.parkedSaleToast ?? devicePreferenceDefaults.parkedSaleToast;
  const park = trpc.paymentQueue.park.useMutation({
    onSuccess: (entry) => {
      utils.paymentQueue.list.setData(undefined, (old) =>
        old ? [entry, ...old.filter((item) => item.id !== entry.id)] : old,
      );
      if (toastOn) posToast.success(parkMessages.parked);
      onParked?.(entry);
    },
    onError: (error) => posToast.error(serverMessageOr(error, parkMessages.failed)),
  });
  return {
    park: (input: ParkSaleInput) => park.mutate(input),
    parking: park.isPending,
  };
}
