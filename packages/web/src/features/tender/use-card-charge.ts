import { useCallback, useEffect, useRef, useState } from "react";
import {
  cardPaymentMessages,
  cardTimings,
  type CardProviderId,
  type CardSaleView,
} from "@pos/core/card-payments/card-payments.schema";
import { isNetworkError, serverMessageOr } from "@/lib/errors";
import { RealtimeConnection } from "@/lib/realtime";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

/** The card payment the register waits for; kept in local storage so a reload resumes it with the same key. */
export interface InFlight {
  idempotencyKey: string;
  provider: CardProviderId;
  amount: number;
  /** The open sale it is taken for (voided at once if that sale is abandoned). */
  checkoutKey: string;
  startedAt: number;
}

function readInFlight(): InFlight | null {
  try {
    const value = JSON.parse(readStorage(storageKeys.cardSaleInFlight) ?? "null") as InFlight | null;
    return value && typeof value.idempotencyKey === "string" ? value : null;
  } catch {
    return null;
  }
}

function saveInFlight(value: InFlight | null): void {
  if (value) writeStorage(storageKeys.cardSaleInFlight, JSON.stringify(value));
  else removeStorage(storageKeys.cardSaleInFlight);
}

const failureOf = (sale: CardSaleView): string =>
  sale.status === "DECLINED"
    ? cardPaymentMessages.declined
    : sale.status === "CANCELLED"
      ? "The card payment was cancelled"
      : (sale.failReason ?? "");

type StartSale = ReturnType<typeof trpc.cardPayments.start.useMutation>["mutate"];

/** Starts (or continues) the card payment; a lost answer is sent again with the same key until the wait ends. */
function sendSale(
  mutate: StartSale,
  flight: InFlight,
  on: { started: (sale: CardSaleView) => void; failed: (message: string) => void },
): void {
  mutate(
    {
      idempotencyKey: flight.idempotencyKey,
      provider: flight.provider,
      amount: flight.amount,
      checkoutKey: flight.checkoutKey,
    },
    {
      onSuccess: on.started,
      onError: (error) => {
        if (isNetworkError(error) && Date.now() - flight.startedAt < cardTimings.waitMs)
          setTimeout(() => sendSale(mutate, flight, on), cardTimings.pollMs);
        else on.failed(serverMessageOr(error, cardPaymentMessages.failedPayment));
      },
    },
  );
}

type Options = {
  /** The register's company and location, to hear its cardTransactions topic. */
  realtime: { companyId: number; locationId: string } | null;
  /** An approved (or partly approved) card payment, once (completion throttled to 300 ms). */
  onApproved: (sale: CardSaleView) => void;
};

/**
 * A card payment with the provider: starts it with an idempotency key kept until it ends, follows it on the
 * register's cardTransactions topic and by polling its status, and hands over the approved payment. A reload
 * resumes the payment in progress; starting again with the same key never charges twice.
 */
export function useCardCharge({ realtime, onApproved }: Options) {
  const utils = trpc.useUtils();
  const [active, setActive] = useState<InFlight | null>(readInFlight);
  const [problem, setProblem] = useState<string | null>(null);
  const start = trpc.cardPayments.start.useMutation();
  const cancel = trpc.cardPayments.cancel.useMutation();
  const key = active?.idempotencyKey ?? "";
  const status = trpc.cardPayments.status.useQuery(
    { idempotencyKey: key || "00000000-0000-4000-8000-000000000000" },
    {
      enabled: active !== null && !start.isPending,
      refetchInterval: (query) =>
        query.state.data && !query.state.data.unfinished ? false : cardTimings.pollMs,
      retry: false,
      gcTime: 0,
    },
  );
  const approvedRef = useRef(onApproved);
  useEffect(() => {
    approvedRef.current = onApproved;
  });

  const finish = useCallback((next: string | null) => {
    saveInFlight(null);
    setActive(null);
    setProblem(next);
  }, []);

  const startSale = start.mutate;
  const send = useCallback(
    (flight: InFlight) =>
      sendSale(startSale, flight, {
        started: (sale) => utils.cardPayments.status.setData({ idempotencyKey: sale.idempotencyKey }, sale),
        failed: (message) => finish(message),
      }),
    [startSale, utils, finish],
  );

  const sale = status.data?.idempotencyKey === key ? status.data : null;
  const statusError = status.error;

  useEffect(() => {
    // Resumed after a reload before the server stored the key: start it (again) with the same key.
    if (!active || !statusError || serverMessageOr(statusError, "") !== cardPaymentMessages.notFound) return;
    if (Date.now() - active.startedAt < cardTimings.waitMs) send(active);
    else saveInFlight(null);
  }, [active, statusError, send]);

  useEffect(() => {
    if (!active || !sale || sale.unfinished) return;
    // Completion is throttled: the outcome is taken 300 ms after the final status arrives (topic or poll).
    const timer = setTimeout(() => {
      if (sale.status === "APPROVED" || sale.status === "PARTIALLY_APPROVED") {
        finish(null);
        approvedRef.current(sale);
      } else finish(`${cardPaymentMessages.failedPayment}: ${failureOf(sale)}`);
    }, cardTimings.completionThrottleMs);
    return () => clearTimeout(timer);
  }, [active, sale, finish]);

  useEffect(() => {
    if (!active || !sale?.unfinished) return;
    const left = cardTimings.waitMs - (Date.now() - active.startedAt);
    const timer = setTimeout(
      () =>
        setProblem(
          `${cardPaymentMessages.failedPayment}: the card terminal did not answer. Cancel and try again.`,
        ),
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [active, sale?.unfinished]);

  useEffect(() => {
    const token = readStorage(storageKeys.deviceAuthToken);
    if (!realtime || !active || !token) return;
    const connection = new RealtimeConnection({
      ...realtime,
      token,
      onMessage: (raw) => {
        const message = raw as { topic?: string; data?: CardSaleView };
        if (message.topic !== "cardTransactions" || message.data?.idempotencyKey !== active.idempotencyKey)
          return;
        utils.cardPayments.status.setData({ idempotencyKey: active.idempotencyKey }, message.data);
      },
    });
    connection.subscribe("cardTransactions");
    connection.start();
    return () => connection.stop();
  }, [realtime, active, utils]);

  function begin(provider: CardProviderId, amount: number, checkoutKey: string) {
    const flight: InFlight = {
      idempotencyKey: crypto.randomUUID(),
      provider,
      amount,
      checkoutKey,
      startedAt: Date.now(),
    };
    saveInFlight(flight);
    setProblem(null);
    setActive(flight);
    send(flight);
  }

  function abort() {
    if (!active) return;
    cancel.mutate(
      { idempotencyKey: active.idempotencyKey },
      {
        onSuccess: (view) => utils.cardPayments.status.setData({ idempotencyKey: view.idempotencyKey }, view),
        onError: (error) => setProblem(serverMessageOr(error, cardPaymentMessages.failedPayment)),
      },
    );
  }

  return {
    active,
    sale,
    problem,
    begin,
    abort,
    cancelling: cancel.isPending,
    clearProblem: () => setProblem(null),
  };
}
