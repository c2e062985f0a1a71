import { useState } from "react";
import type { Approval } from "@pos/core/shifts/hours.schema";
import { PasscodeInput } from "@/components/form/passcode-input";
import { Label } from "@/components/ui/label";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { employeeByPasscode } from "@/lib/offline/offline-passcode";
import { trpc } from "@/lib/trpc";

export interface Approved {
  passcode: string;
  approver: { id: string; name: string };
}

export const offlineApprovalMessages = {
  noVerifiers: "The register is offline and has no manager passcodes saved yet. Reconnect to approve.",
  refused: "This passcode does not belong to an employee who may approve this (checked on the register while offline)",
} as const;

/**
 * A manager's passcode, checked for one permission before it is kept for checkout. Without an answer from the
 * server it is checked against the passcode verifiers the register keeps (offline.registerData): slow hashes,
 * never the passcodes.
 */
export function useManagerApproval(permission: Approval) {
  const [passcode, setPasscode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const check = trpc.hours.approver.useMutation();
  const utils = trpc.useUtils();
  const [checking, setChecking] = useState(false);

  async function approveOffline(): Promise<Approved | null> {
    const employees = utils.offline.registerData.getData({ customersSince: null })?.employees ?? [];
    if (!employees.some((employee) => employee.verifier)) {
      setError(offlineApprovalMessages.noVerifiers);
      return null;
    }
    setChecking(true);
    const employee = await employeeByPasscode(passcode, employees).finally(() => setChecking(false));
    if (!employee?.permissions.includes(permission)) {
      setError(offlineApprovalMessages.refused);
      return null;
    }
    return { passcode, approver: { id: employee.id, name: employee.name } };
  }

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
      if (isNetworkError(failure)) return approveOffline();
      setError(serverMessageOr(failure, "The passcode could not be checked. Please try again."));
      return null;
    }
  }

  const reset = () => {
    setPasscode("");
    setError(null);
  };

  return { passcode, setPasscode, error, approve, reset, pending: check.isPending || checking };
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
