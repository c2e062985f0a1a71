import { useState, type FormEvent } from "react";
import { maxPairingPolls, type TerminalView } from "@pos/core/terminals/terminals.schema";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { usePairing } from "./use-pairing";

type PairTerminalDialogProps = {
  terminal: TerminalView | null;
  onClose: () => void;
  onPaired: (terminal: TerminalView) => void;
};

/** Pairs the register with a terminal using the code the terminal shows. */
export function PairTerminalDialog({ terminal, onClose, onPaired }: PairTerminalDialogProps) {
  const [code, setCode] = useState("");
  const pairing = usePairing((connectionId) => {
    if (terminal) onPaired({ ...terminal, connectionId });
    setCode("");
  });
  const waiting = pairing.state.step === "waiting";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (terminal && !waiting) void pairing.start(terminal.terminalId, code.trim());
  }

  return (
    <Dialog
      open={terminal !== null}
      onOpenChange={(open) => {
        if (open || waiting) return;
        pairing.reset();
        setCode("");
        onClose();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Pair {terminal?.name}</DialogTitle>
          <DialogDescription>
            Start pairing on the terminal, then enter the code it shows. The register waits for the terminal
            to confirm.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="pairing-code">Pairing code</Label>
            <Input
              id="pairing-code"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              className="h-12 text-xl tracking-widest"
              value={code}
              disabled={waiting}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
              autoFocus
            />
          </div>
          {waiting && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner /> Waiting for the terminal to confirm (
              {pairing.state.step === "waiting" ? pairing.state.polls : 0} of {maxPairingPolls} checks)…
            </p>
          )}
          {pairing.state.step === "failed" && (
            <Alert variant="destructive">
              <AlertDescription>{pairing.state.message}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" size="lg" className="h-12" disabled={waiting || code.length < 4}>
            {waiting ? "Pairing…" : "Pair terminal"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
