import { TerminalTender } from "@/features/card-terminals/terminal-tender";
import { GiftCardTender } from "@/features/gift-cards/gift-card-tender";
import type { ExternalTenderContext } from "@/features/tender/tender-dialog";
import { useFeature } from "@/hooks/use-feature";
import { trpc } from "@/lib/trpc";

/** The tenders taken outside the dialog this register offers: the Worldpay terminal (flag) and gift cards (on). */
export function useExternalTenders(checkoutKey: string) {
  const worldpay = useFeature("worldpay").enabled;
  const giftCards = trpc.giftCards.registerSettings.useQuery(undefined, { staleTime: 60_000 }).data?.enabled;
  if (!worldpay && !giftCards) return undefined;
  return (context: ExternalTenderContext) => (
    <div className="grid gap-2">
      {worldpay && <TerminalTender {...context} checkoutKey={checkoutKey} />}
      {giftCards && <GiftCardTender {...context} checkoutKey={checkoutKey} />}
    </div>
  );
}
