import { useState } from "react";
import { terminalMessages, type TerminalView } from "@pos/core/terminals/terminals.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessageOr } from "@/lib/errors";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";
import { PairTerminalDialog } from "./pair-terminal-dialog";
import { selectedTerminal, selectTerminal, storedTerminals, storeTerminals } from "./terminal-storage";

/** /pos/settings, Worldpay flag: the store's terminals, pairing, the one this register sells on, unpairing. */
export function TerminalsCard() {
  // The paired terminals kept on this register show while the provider's list loads.
  const terminals = trpc.terminals.list.useQuery(undefined, {
    retry: false,
    placeholderData: () => {
      const kept = storedTerminals();
      return kept.length > 0 ? kept : undefined;
    },
  });
  const unpair = trpc.terminals.unpair.useMutation();
  const [pairing, setPairing] = useState<TerminalView | null>(null);
  const [removing, setRemoving] = useState<TerminalView | null>(null);
  const [selected, setSelected] = useState(() => selectedTerminal());

  function choose(terminal: TerminalView | null) {
    selectTerminal(terminal);
    setSelected(terminal);
  }

  async function refreshed() {
    const result = await terminals.refetch();
    if (result.data) storeTerminals(result.data);
    return result.data ?? [];
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Card terminals</CardTitle>
        <CardDescription>
          Pair this register with a Worldpay terminal and choose the one it sells on.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {terminals.isLoading && <Skeleton className="h-16 w-full" aria-label="Loading terminals" />}
        {terminals.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessageOr(terminals.error, terminalMessages.list)}
          </p>
        )}
        {terminals.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">This store has no terminals.</p>
        )}
        <ul className="grid gap-2" aria-label="Terminals">
          {terminals.data?.map((terminal) => {
            const isSelected = !!terminal.connectionId && selected?.connectionId === terminal.connectionId;
            return (
              <li
                key={terminal.terminalId}
                className="flex flex-wrap items-center gap-3 rounded-md border p-3"
                aria-label={terminal.name}
              >
                <div className="grid flex-1 gap-0.5">
                  <span className="font-medium">{terminal.name}</span>
                  <span className="text-xs text-muted-foreground">{terminal.terminalId}</span>
                </div>
                <Badge variant={terminal.statusCode === "CONNECTED" ? "secondary" : "outline"}>
                  {terminal.statusCode === "CONNECTED" ? "Online" : "Offline"}
                </Badge>
                {terminal.connectionId ? (
                  <>
                    {isSelected ? (
                      <Badge>Selected</Badge>
                    ) : (
                      <Button variant="outline" className="h-11" onClick={() => choose(terminal)}>
                        Use this terminal
                      </Button>
                    )}
                    <Button variant="ghost" className="h-11" onClick={() => setRemoving(terminal)}>
                      Unpair
                    </Button>
                  </>
                ) : (
                  <Button className="h-11" onClick={() => setPairing(terminal)}>
                    Pair
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <PairTerminalDialog
        terminal={pairing}
        onClose={() => setPairing(null)}
        onPaired={(paired) => {
          posToast.success(terminalMessages.paired);
          setPairing(null);
          if (!selected) choose(paired);
          void refreshed();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Unpair ${removing?.name ?? "terminal"}?`}
        description="This register can no longer take card payments on it until it is paired again."
        confirmLabel="Unpair"
        pending={unpair.isPending}
        onConfirm={() => {
          const connectionId = removing?.connectionId;
          if (!connectionId) return;
          unpair.mutate(
            { connectionId },
            {
              onSuccess: () => {
                if (selected?.connectionId === connectionId) choose(null);
                setRemoving(null);
                void refreshed();
              },
              onError: (error) => posToast.error(serverMessageOr(error, terminalMessages.remove)),
            },
          );
        }}
      />
    </Card>
  );
}
