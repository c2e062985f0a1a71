import { useState } from "react";
import type { TenderInput } from "@pos/core/payments/payment.schema";

/** A register tender paid through a provider (card terminal, gift card) for the open sale. */
export type ProviderTenderProps = {
  due: number;
  add: (tender: TenderInput) => void;
  disabled: boolean;
  /** The open sale's checkout key: the provider's charge counts only for this sale. */
  checkoutKey: string;
};

export type TenderNote = { text: string; error: boolean };

/** What the provider answered: an alert when it failed, a status line otherwise. */
export function TenderNoteLine({ note }: { note: TenderNote | null }) {
  if (!note) return null;
  return (
    <p role={note.error ? "alert" : "status"} className={note.error ? "text-sm text-destructive" : "text-sm"}>
      {note.text}
    </p>
  );
}

/**
 * The idempotency key of a provider charge: a try that got no answer keeps its key, so asking again for the same
 * thing (same `ask`) cannot charge twice; a settled try (`forget`) or a different ask gets a new key.
 */
export function useRetryKey(): { keyFor: (ask: string) => string; forget: () => void } {
  const [attempt, setAttempt] = useState<{ key: string; ask: string } | null>(null);
  return {
    keyFor: (ask) => {
      const current = attempt?.ask === ask ? attempt : { key: crypto.randomUUID(), ask };
      setAttempt(current);
      return current.key;
    },
    forget: () => setAttempt(null),
  };
}
