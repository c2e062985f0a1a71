import { Coffee, LogIn, LogOut, UserRound } from "lucide-react";
import { useState, type FormEvent, type RefObject } from "react";
import { PasscodeInput } from "@/components/form/passcode-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, isNetworkError, serverMessageOr } from "@/lib/errors";
import { useOfflineShiftWork } from "@/lib/offline/shift-work";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";

type Action = "clockIn" | "startBreak" | "clockOut";

type EmployeeSelectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: { id: string; name: string } | null;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
};

/** Clock in, break and clock out by passcode at the register (pos-and-accounts.md 2.11). */
export function EmployeeSelectDialog({
  open,
  onOpenChange,
  current,
  returnFocus,
}: EmployeeSelectDialogProps) {
  const utils = trpc.useUtils();
  const employees = trpc.hours.employees.useQuery(undefined, { enabled: open });
  const [passcode, setPasscode] = useState("");
  const offline = useOfflineShiftWork();
  const [savingOffline, setSavingOffline] = useState(false);
  const handlers = (action: Action) => ({
    // Offline it fails at once (not paused), so the action goes to the outbox.
    networkMode: "always" as const,
    onSuccess: (result: { message: string }) => {
      posToast.success(result.message);
      setPasscode("");
      void utils.hours.invalidate();
    },
    onError: (error: unknown) => {
      // No answer from the server: the action goes to the outbox (passcode checked on the register).
      if (isNetworkError(error)) return void runOffline(action);
      posToast.error(serverMessageOr(error, "There was an error"));
      void utils.hours.invalidate();
    },
  });
  const actions = {
    clockIn: trpc.hours.clockIn.useMutation(handlers("clockIn")),
    startBreak: trpc.hours.startBreak.useMutation(handlers("startBreak")),
    clockOut: trpc.hours.clockOut.useMutation(handlers("clockOut")),
  };

  async function runOffline(action: Action) {
    setSavingOffline(true);
    const outcome = await offline.recordClock(action, passcode).finally(() => setSavingOffline(false));
    if (!outcome.ok) return posToast.error(outcome.message);
    posToast.success(outcome.message);
    setPasscode("");
  }
  const settled = () => utils.hours.invalidate();
  const clear = trpc.hours.clearCurrent.useMutation({
    onSuccess: (result) => posToast.success(result.message),
    onError: (error) => posToast.error(serverMessageOr(error, "There was an error")),
    onSettled: settled,
  });
  const pending =
    Object.values(actions).some((action) => action.isPending) || clear.isPending || savingOffline;

  function run(action: Action) {
    if (passcode === "" || pending) return;
    actions[action].mutate({ passcode });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    run("clockIn");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100vh-2rem)] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Select employee</DialogTitle>
          <DialogDescription>Clock in, take a break or clock out with your passcode.</DialogDescription>
        </DialogHeader>

        <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
          <p className="flex items-center gap-2 text-sm">
            <UserRound className="size-4 text-muted-foreground" aria-hidden />
            <span className="text-muted-foreground">Current employee:</span>
            <span className="font-medium" data-testid="current-employee">
              {current?.name ?? "None"}
            </span>
          </p>
          <Button
            variant="link"
            className="h-auto p-0"
            disabled={!current || pending}
            onClick={() => clear.mutate()}
          >
            Clear current employee
          </Button>
        </div>

        <section aria-label="Employees" className="grid gap-1">
          {employees.isPending && <Skeleton className="h-24" />}
          {employees.error && <p className="text-sm text-destructive">{errorMessage(employees.error)}</p>}
          {employees.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">No employees work at this location yet.</p>
          )}
          <ul className="grid max-h-56 gap-1 overflow-y-auto">
            {employees.data?.map((employee) => (
              <li
                key={employee.id}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span className="font-medium">{employee.name}</span>
                <span className="flex gap-1">
                  {employee.onBreak && <Badge variant="outline">On break</Badge>}
                  <Badge variant={employee.tracking ? "default" : "secondary"}>
                    {employee.tracking ? "Tracking hours" : "Not tracking"}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <form onSubmit={submit} className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor="employee-passcode">Passcode</Label>
            <PasscodeInput id="employee-passcode" autoFocus value={passcode} onValueChange={setPasscode} />
          </div>
          <div className="grid grid-cols-3 gap-2">
            <Button type="submit" size="lg" disabled={passcode === "" || pending}>
              <LogIn aria-hidden />
              Clock in
            </Button>
            <Button
              type="button"
              size="lg"
              variant="secondary"
              disabled={passcode === "" || pending}
              onClick={() => run("startBreak")}
            >
              <Coffee aria-hidden />
              Break
            </Button>
            <Button
              type="button"
              size="lg"
              variant="outline"
              disabled={passcode === "" || pending}
              onClick={() => run("clockOut")}
            >
              <LogOut aria-hidden />
              Clock out
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
