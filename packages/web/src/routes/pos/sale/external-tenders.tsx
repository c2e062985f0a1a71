import { useEffect, useRef } from "react";
import type { TenderInput } from "@pos/core/payments/payment.schema";
import { TerminalTender } from "@/features/card-terminals/terminal-tender";
import { GiftCardTender } from "@/features/gift-cards/gift-card-tender";
import type { ExternalTenderContext } from "@/features/tender/tender-dialog";
import { useFeature } from "@/hooks/use-feature";
import { trpc } from "@/lib/trpc";
import { markCharged } from "./charged-sales";

/** The tenders taken outside the dialog this register offers: the Worldpay terminal (flag) and gift cards (on). */
export function useExternalTenders(checkoutKey: string) {
  const worldpay = useFeature("worldpay").enabled;
  const giftCards = trpc.giftCards.registerSettings.useQuery(undefined, { staleTime: 60_000 }).data?.enabled;
  if (!worldpay && !giftCards) return undefined;
  return (context: ExternalTenderContext) => {
    // A charge taken for this sale is given back if the sale is abandoned (useSaleCart).
    const add = (tender: TenderInput) => {
      if (tender.chargeId) markCharged(checkoutKey);
      context.add(tender);
    };
    return (
      <div className="grid gap-2">
        <OpenSaleCharges checkoutKey={checkoutKey} add={add} />
        {worldpay && <TerminalTender {...context} add={add} checkoutKey={checkoutKey} />}
        {giftCards && <GiftCardTender {...context} add={add} checkoutKey={checkoutKey} />}
      </div>
    );
  };
}

/**
 * Counts again the terminal approvals and gift-card redemptions this sale already took (after a reload, or when
 * the dialog is opened again): the money was taken, so the customer is never asked for it twice.
 */
function OpenSaleCharges({ checkoutKey, add }: { checkoutKey: string; add: (tender: TenderInput) => void }) {
  const charges = trpc.giftCards.openSaleCharges.useQuery({ checkoutKey }, { staleTime: 0, gcTime: 0 });
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current || !charges.data) return;
    counted.current = true;
    for (const charge of charges.data)
      add({
        paymentTypeId: charge.kind === "terminal" ? "worldpay" : "other",
        amount: charge.amount,
        chargeId: charge.chargeId,
      });
  }, [charges.data, add]);
  return null;
}
