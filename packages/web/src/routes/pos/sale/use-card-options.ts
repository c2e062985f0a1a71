import { useEffect } from "react";
import { cardPaymentMessages, cardTimings, type ActivePaymentOption } from "@pos/core/card-payments/card-payments.schema";
import { posToast } from "@/lib/pos-toast";
import { trpc } from "@/lib/trpc";

const none: ActivePaymentOption[] = [];

/** The provider's payment options on at the register's location, kept 5 minutes (pos-and-accounts.md 4). */
export function useCardOptions(): ActivePaymentOption[] {
  const options = trpc.cardPayments.options.useQuery(undefined, {
    staleTime: cardTimings.optionsCacheMs,
    retry: false,
  });
  const failed = options.isError;
  useEffect(() => {
    if (failed) posToast.error(cardPaymentMessages.fetchOptions);
  }, [failed]);
  return options.data ?? none;
}
