import { useState } from "react";
import type { Country } from "@pos/core/shifts/denominations";
import { CashCountModal, type CashCountResult } from "@/features/cash-count/cash-count-modal";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { useOfflineShiftWork } from "@/lib/offline/shift-work";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { EndShiftWarnings } from "./end-shift-warnings";

const endStep = {
  title: "End your shift",
  description: "Enter your passcode to end the shift on this register.",
  submitLabel: "End shift",
  note: "You can print your end-of-shift receipt after ending",
};

type EndShiftDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; country: Country };

const offlineEndNote =
  "The expected cash and the over/short are worked out when the register syncs; the end-of-shift receipt prints once it is back online.";

/**
 * Ending a shift (pos-and-accounts.md 2.9): the float count or 'Count later', then the passcode. Without an answer
 * from the server the end goes to the outbox (passcode checked on the register) and the shift is closed here at once.
 */
export function EndShiftDialog({ open, onOpenChange, country }: EndShiftDialogProps) {
  // Read fresh each time the dialog opens: what is pending and the expected cash change during the shift.
  const check = trpc.shifts.endCheck.useQuery(undefined, { enabled: open, staleTime: 0, gcTime: 0 });
  const offline = useOfflineShiftWork();
  const [offlineError, setOfflineError] = useState<string | null>(null);
  const [savingOffline, setSavingOffline] = useState(false);
  const end = trpc.shifts.end.useMutation({
    // Offline it fails at once (not paused), so the end goes to the outbox.
    networkMode: "always",
    // A full page load: the register starts over on the shift start screen with the receipt of this shift.
    onSuccess: ({ shiftId }) =>
      window.location.assign(`/pos/sale?lastShiftId=${encodeURIComponent(shiftId)}`),
  });

  async function endOffline(result: CashCountResult) {
    setSavingOffline(true);
    const outcome = await offline
      .recordEndShift({ floatCount: result.count, passcode: result.passcode })
      .finally(() => setSavingOffline(false));
    if (!outcome.ok) return setOfflineError(outcome.message);
    posToast.success(outcome.message, { description: offlineEndNote });
    onOpenChange(false);
  }

  function submit(result: CashCountResult) {
    setOfflineError(null);
    end.mutate(
      { floatCount: result.count, password: result.passcode },
      {
        onError: (error) => {
          if (isNetworkError(error)) void endOffline(result);
        },
      },
    );
  }

  const failed =
    offlineError ?? (end.error && !isNetworkError(end.error) ? serverMessageOr(end.error, "Please try again.") : null);

  return (
    <CashCountModal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          end.reset();
          setOfflineError(null);
        }
        onOpenChange(next);
      }}
      title="Float count"
      description="Count the coins and bills in the drawer before ending the shift."
      country={country}
      skipLabel="Count later"
      skipNote="Float counts can be added on the Dashboard"
      passcodeStep={endStep}
      pending={end.isPending || end.isSuccess || savingOffline}
      error={failed ? { title: "There was an error finishing this shift", message: failed } : null}
      passcodeNotice={({ total }) => check.data && <EndShiftWarnings check={check.data} counted={total} />}
      onSubmit={submit}
    />
  );
}
