import { UserRound } from "lucide-react";
import type { RefObject } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type NoEmployeeBannerProps = { buttonRef: RefObject<HTMLButtonElement | null>; onSelect: () => void };

/** The register sells only for a clocked-in employee: browsing works, payment waits for one. */
export function NoEmployeeBanner({ buttonRef, onSelect }: NoEmployeeBannerProps) {
  return (
    <Alert className="items-center rounded-none border-x-0 border-t-0 bg-amber-50">
      <UserRound aria-hidden />
      <AlertDescription className="flex items-center justify-between gap-3">
        <span className="font-medium text-amber-900">
          No employee is clocked in. Select an employee to take payments.
        </span>
        <Button ref={buttonRef} size="sm" onClick={onSelect}>
          Select employee
        </Button>
      </AlertDescription>
    </Alert>
  );
}
