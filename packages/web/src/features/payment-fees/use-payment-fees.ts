import { useEffect, useRef } from "react";
import {
  paymentFeeMessages,
  shouldRefetchFees,
  type PaymentFeeView,
  type StoredPaymentFees,
} from "@pos/core/payments/payment-fees.schema";
import { posToast } from "@/lib/pos-toast";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

function storedFees(): StoredPaymentFees | null {
  try {
    const parsed = JSON.parse(readStorage(storageKeys.paymentFees) ?? "null") as StoredPaymentFees | null;
    return parsed && Array.isArray(parsed.fees) && typeof parsed.fetchedAt === "number" ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * When the cart goes from no line to one line, the register adds the company's payment fees to it: those it
 * keeps when fresh, else loaded again (pos-and-accounts.md 4). The server prices each fee line itself.
 */
export function usePaymentFees(lineCount: number, addFees: (fees: PaymentFeeView[]) => void) {
  const previous = useRef(lineCount);
  const add = useRef(addFees);
  const utils = trpc.useUtils();
  useEffect(() => {
    add.current = addFees;
  });

  useEffect(() => {
    const before = previous.current;
    previous.current = lineCount;
    if (!(before === 0 && lineCount === 1)) return;
    const stored = storedFees();
    if (!shouldRefetchFees(before, lineCount, stored, Date.now())) {
      if (stored && stored.fees.length > 0) add.current(stored.fees);
      return;
    }
    utils.paymentFees.forRegister
      .fetch(undefined, { staleTime: 0, retry: false })
      .then(({ fees }) => {
        writeStorage(storageKeys.paymentFees, JSON.stringify({ fees, fetchedAt: Date.now() }));
        if (fees.length > 0) add.current(fees);
      })
      .catch(() => posToast.error(paymentFeeMessages.loadFailed));
  }, [lineCount, utils]);
}
