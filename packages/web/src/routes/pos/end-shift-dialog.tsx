import type { Country } from "@pos/core/shifts/denominations";
import { CashCountModal, type CashCountResult } from "@/features/cash-count/cash-count-modal";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { EndShiftWarnings } from "./end-shift-warnings";

const endStep = {
  title: "End your shift",
  description: "Enter your passcode to end the shift on this register.",
  submitLabel: "End shift",
  note: "You can print your end-of-shift receipt after ending",
};

type EndShiftDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; country: Country };

/** Ending a shift (pos-and-accounts.md 2.9): the float count or 'Count later', then the passcode. */
export function EndShiftDialog({ open, onOpenChange, country }: EndShiftDialogProps) {
  // Read fresh each time the dialog opens: what is pending and the expected cash change during the shift.
  const check = trpc.shifts.endCheck.useQuery(undefined, { enabled: open, staleTime: 0, gcTime: 0 });
  const end = trpc.shifts.end.useMutation({
    // A full page load: the register starts over on the shift start screen with the receipt of this shift.
    onSuccess: ({ shiftId }) =>
      window.location.assign(`/pos/sale?lastShiftId=${encodeURIComponent(shiftId)}`),
  });

  function submit({ count, passcode }: CashCountResult) {
    end.mutate({ floatCount: count, password: passcode });
  }

  return (
    <CashCountModal
      open={open}
      onOpenChange={(next) => {
        if (!next) end.reset();
        onOpenChange(next);
      }}
      title="Float count"
      description="Count the coins and bills in the drawer before ending the shift."
      country={country}
      skipLabel="Count later"
      skipNote="Float counts can be added on the Dashboard"
      passcodeStep={endStep}
      pending={end.isPending || end.isSuccess}
      error={
        end.error
          ? {
              title: "There was an error finishing this shift",
              message: serverMessageOr(end.error, "Please try again."),
            }
          : null
      }
      passcodeNotice={({ total }) => check.data && <EndShiftWarnings check={check.data} counted={total} />}
      onSubmit={submit}
    />
  );
}
