import { useState } from "react";
import type { Approval } from "@pos/core/shifts/hours.schema";
import { PasscodeInput } from "@/components/form/passcode-input";
import { Label } from "@/components/ui/label";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export interface Approved {
  passcode: string;
  approver: { id: string; name: string };
}

/** A manager's passcode, checked for one permission before it is kept for checkout. */
export function useManagerApproval(permission: Approval) {
  const [passcode, setPasscode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const check = trpc.hours.approver.useMutation();

  async function approve(): Promise<Approved | null> {
    if (passcode === "") {
      setError("Enter a manager passcode");
      return null;
    }
    setError(null);
    try {
      const approver = await check.mutateAsync({ passcode, permission });
      return { passcode, approver };
    } catch (failure) {
      setError(serverMessageOr(failure, "The passcode could not be checked. Please try again."));
      return null;
    }
  }

  const reset = () => {
    setPasscode("");
    setError(null);
  };

  return { passcode, setPasscode, error, approve, reset, pending: check.isPending };
}

type ManagerPasscodeFieldProps = {
  id: string;
  approval: ReturnType<typeof useManagerApproval>;
  autoFocus?: boolean;
};

export function ManagerPasscodeField({ id, approval, autoFocus }: ManagerPasscodeFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Manager passcode</Label>
      <PasscodeInput
        id={id}
        autoFocus={autoFocus}
        className="h-12 text-lg"
        value={approval.passcode}
        aria-invalid={approval.error !== null || undefined}
        aria-describedby={approval.error ? `${id}-error` : undefined}
        onValueChange={approval.setPasscode}
      />
      {approval.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {approval.error}
        </p>
      )}
    </div>
  );
}
