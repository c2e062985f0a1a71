import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import type { CashMovementType } from "@pos/core/shifts/cash-movement.schema";
import type { CurrentShift } from "@pos/core/shifts/shift.schema";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { CashMovementDialog } from "@/features/cash-movements/cash-movement-dialog";
import { EmployeeSelectDialog } from "@/features/employee-select/employee-select-dialog";
import { ParkedSalesFeed } from "@/features/parked-sales/parked-sales-feed";
import { useConnectionMonitor } from "@/hooks/use-connection-monitor";
import { useSignOut } from "@/hooks/use-sign-out";
import type { CurrentDevice } from "@/lib/api-types";
import { storageKeys } from "@/lib/storage-keys";
import { EndShiftDialog } from "./end-shift-dialog";
import { RegisterOfflineContext } from "./offline/register-offline-context";
import { useOfflineData } from "./offline/use-offline-data";
import { useOutboxSync } from "./offline/use-outbox-sync";
import { isLongShift, longShiftWarning } from "./long-shift";
import { PosHeader } from "./pos-header";
import { posLoginPath } from "./pos-nav";
import { ShiftStartScreen } from "./shift-start-screen";

type PosFrameProps = {
  device: CurrentDevice;
  shift: CurrentShift;
  employee: { id: string; name: string } | null;
};

/** A long shift is checked again every minute while the register stays open. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function PosFrame({ device, shift, employee }: PosFrameProps) {
  const connection = useConnectionMonitor();
  const offline = useOutboxSync(connection);
  // A shift ended offline is closed here until its close syncs, whatever the server still says.
  const open = shift.shift && shift.shift.id !== offline.outbox.closingShiftId ? shift.shift : null;
  useOfflineData(open !== null);
  const { signOut, signingOut } = useSignOut(storageKeys.deviceAuthToken, posLoginPath);
  const navigate = useNavigate();
  const [employeeOpen, setEmployeeOpen] = useState(false);
  const employeeButton = useRef<HTMLButtonElement>(null);
  const [endOpen, setEndOpen] = useState(false);
  const [movement, setMovement] = useState<CashMovementType | null>(null);
  const now = useNow(60_000);

  return (
    <RegisterOfflineContext value={offline}>
    <div className="flex min-h-screen flex-col bg-muted/30">
      <PosHeader
        device={device}
        connection={connection}
        outbox={offline.outbox}
        shiftOpen={open !== null}
        employeeName={employee?.name ?? null}
        employeeButtonRef={employeeButton}
        onSelectEmployee={() => setEmployeeOpen(true)}
        onEndShift={() => setEndOpen(true)}
        onCashMovement={setMovement}
        // The register stays signed in: the log-in page offers 'Continue active session'.
        onBackToLogin={() => void navigate(posLoginPath)}
      />
      {open && <ParkedSalesFeed device={device} />}
      {open && isLongShift(open.createDate, now) && (
        <Alert variant="destructive" className="rounded-none border-x-0 border-t-0">
          <TriangleAlert aria-hidden />
          <AlertDescription>{longShiftWarning}</AlertDescription>
        </Alert>
      )}
      <main className="flex-1">
        {open ? (
          <Outlet />
        ) : (
          <ShiftStartScreen
            device={device}
            lastShiftId={shift.lastShiftId}
            onLogout={() => void signOut()}
            leaving={signingOut}
          />
        )}
      </main>
      <EmployeeSelectDialog
        open={employeeOpen}
        onOpenChange={setEmployeeOpen}
        current={employee}
        returnFocus={employeeButton}
      />
      {open && <EndShiftDialog open={endOpen} onOpenChange={setEndOpen} country={device.company.country} />}
      <CashMovementDialog type={movement} onClose={() => setMovement(null)} />
    </div>
    </RegisterOfflineContext>
  );
}
