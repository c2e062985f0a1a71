import { useEffect, useRef, useState } from "react";
import { maxPairingPolls, terminalMessages, type PairingView } from "@pos/core/terminals/terminals.schema";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export type PairingState =
  | { step: "idle" }
  | { step: "waiting"; polls: number }
  | { step: "paired"; connectionId: string }
  | { step: "failed"; message: string };

/**
 * Pairs a terminal: starts the pairing, then asks at the interval the server gives until RESPONSE_READY, giving
 * up after 60 polls (pos-and-accounts.md 4 "Card terminal pairing").
 */
export function usePairing(onPaired: (connectionId: string) => void) {
  const [state, setState] = useState<PairingState>({ step: "idle" });
  const utils = trpc.useUtils();
  const pair = trpc.terminals.pair.useMutation();
  const cancelled = useRef(false);
  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  async function poll(first: PairingView) {
    let status = first;
    for (let polls = 0; status.status === "PENDING"; polls += 1) {
      if (polls >= maxPairingPolls)
        return setState({ step: "failed", message: terminalMessages.pairingGaveUp });
      setState({ step: "waiting", polls });
      await new Promise((resolve) => window.setTimeout(resolve, status.retryIntervalMs));
      if (cancelled.current) return;
      status = await utils.terminals.pairStatus.fetch({ requestId: first.requestId }, { staleTime: 0 });
    }
    if (status.status === "RESPONSE_READY" && status.connectionId) {
      setState({ step: "paired", connectionId: status.connectionId });
      onPaired(status.connectionId);
      return;
    }
    setState({ step: "failed", message: status.message ?? terminalMessages.connect });
  }

  async function start(terminalId: string, pairingCode: string) {
    cancelled.current = false;
    setState({ step: "waiting", polls: 0 });
    try {
      await poll(await pair.mutateAsync({ terminalId, pairingCode }));
    } catch (error) {
      setState({ step: "failed", message: serverMessageOr(error, terminalMessages.connect) });
    }
  }

  return { state, start, reset: () => setState({ step: "idle" }) };
}
