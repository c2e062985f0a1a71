import { CircleHelp, CloudOff, LogOut, MapPin, MonitorSmartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CashCount } from "@pos/core/shifts/shift.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CashCountModal } from "@/features/cash-count/cash-count-modal";
import { onboardingTexts, readStartParams } from "@/features/shift-start/onboarding";
import { maxFloatInput, ShiftStartForm } from "@/features/shift-start/shift-start-form";
import type { CurrentDevice } from "@/lib/api-types";
import { CopyButton } from "@/components/shared/copy-button";
import { posToast } from "@/lib/pos-toast";
import { isOffline, useRegisterOffline } from "./offline/register-offline-context";
import { ShiftHelpDialog, type ShiftHelpTopic } from "./shift-help-dialog";
import { ShiftReceiptModal } from "./shift-receipt-modal";

type ShiftStartScreenProps = {
  device: CurrentDevice;
  lastShiftId: string | null;
  onLogout: () => void;
  leaving: boolean;
};

const offlineStartTexts = {
  closing: (shiftId: string) =>
    `Shift ${shiftId} was ended offline. It closes on the server when the register reconnects; its expected cash, over/short and end-of-shift receipt come then.`,
  offline:
    "The register is offline. A shift is started online (the server gives it its number): reconnect to start the next shift.",
} as const;

const floatError = {
  title: "Float not applied",
  message: "There was an error processing this float amount.",
};

/** Shown instead of the POS screens while no shift is open (pos-and-accounts.md 2.8). */
export function ShiftStartScreen({ device, lastShiftId, onLogout, leaving }: ShiftStartScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useState(() => readStartParams(location.search));
  const [receiptShiftId, setReceiptShiftId] = useState<string | null>(params.lastShiftId);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [calculatorError, setCalculatorError] = useState(false);
  const [counted, setCounted] = useState<{ total: number; count: CashCount } | null>(null);
  const [help, setHelp] = useState<ShiftHelpTopic | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const { connection, outbox } = useRegisterOffline();
  const offline = isOffline(connection);

  useEffect(() => {
    navigate("/pos/sale", { replace: true });
    if (params.onboarding)
      posToast.info(onboardingTexts.welcome, {
        id: "onboarding",
        description: onboardingTexts.passcode,
        duration: Infinity,
      });
  }, [navigate, params.onboarding]);

  function applyCount(result: { total: number | null; count: CashCount | null }) {
    if (result.total === null || result.count === null || result.total > maxFloatInput) {
      setCalculatorError(true);
      return;
    }
    setCounted({ total: result.total, count: result.count });
    setCalculatorOpen(false);
  }

  return (
    <div className="flex min-h-full items-start justify-center p-4 sm:p-8">
      <div className="grid w-full max-w-4xl gap-4 md:grid-cols-[1fr_1.4fr]">
        {(offline || outbox.closingShiftId !== null) && (
          <Alert className="md:col-span-2">
            <CloudOff aria-hidden />
            <AlertTitle>{offline ? "Offline" : "Syncing"}</AlertTitle>
            <AlertDescription>
              {outbox.closingShiftId && <p>{offlineStartTexts.closing(outbox.closingShiftId)}</p>}
              {offline && <p>{offlineStartTexts.offline}</p>}
            </AlertDescription>
          </Alert>
        )}
        <Card className="h-fit">
          <CardHeader>
            <CardTitle className="text-xl">Start a shift</CardTitle>
            <CardDescription>No shift is open on this register.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="flex items-center gap-3">
              <MapPin className="size-5 text-muted-foreground" aria-hidden />
              <span>
                <span className="block text-xs text-muted-foreground">Location</span>
                <span className="font-medium">{device.location.name}</span>
              </span>
            </p>
            <p className="flex items-center gap-3">
              <MonitorSmartphone className="size-5 text-muted-foreground" aria-hidden />
              <span>
                <span className="block text-xs text-muted-foreground">Device ID</span>
                <span className="flex items-center gap-1 font-medium">
                  {device.deviceId}
                  <CopyButton text={device.deviceId} label="device id" className="size-6" />
                </span>
              </span>
            </p>
            <div className="grid gap-1 border-t pt-4">
              <p className="text-xs text-muted-foreground">Help</p>
              {(["start", "end"] as const).map((topic) => (
                <Button
                  key={topic}
                  variant="link"
                  className="h-8 justify-start px-0"
                  onClick={() => setHelp(topic)}
                >
                  <CircleHelp aria-hidden />
                  {topic === "start" ? "Starting a shift" : "Ending a shift"}
                </Button>
              ))}
            </div>
            <Button variant="outline" onClick={() => setConfirmLogout(true)} disabled={leaving}>
              <LogOut aria-hidden />
              Logout of this device
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">Starting float</CardTitle>
            <CardDescription>Count the cash in the drawer, then enter your passcode.</CardDescription>
          </CardHeader>
          <CardContent>
            <ShiftStartForm
              onboarding={params.onboarding}
              counted={counted}
              onOpenCalculator={() => {
                setCalculatorError(false);
                setCalculatorOpen(true);
              }}
              // A shift ended offline has no receipt until its close syncs (its figures are the server's).
              lastShiftId={outbox.closingShiftId === null ? lastShiftId : null}
              onViewLastShift={() => setReceiptShiftId(lastShiftId)}
            />
          </CardContent>
        </Card>
      </div>
      <CashCountModal
        open={calculatorOpen}
        onOpenChange={setCalculatorOpen}
        title="Start Float Count"
        description="Count the coins and bills in the drawer; the total becomes the starting float."
        country={device.company.country}
        initialCount={counted?.count}
        error={calculatorError ? floatError : null}
        onSubmit={applyCount}
      />
      {receiptShiftId && (
        <ShiftReceiptModal
          shiftId={receiptShiftId}
          timeZone={device.company.timezone}
          open
          onOpenChange={(open) => !open && setReceiptShiftId(null)}
        />
      )}
      <ShiftHelpDialog topic={help} onClose={() => setHelp(null)} />
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title="Log this device out?"
        description="The register is signed out and needs its device ID and password to log in again."
        confirmLabel="Logout of this device"
        pending={leaving}
        onConfirm={onLogout}
      />
    </div>
  );
}
