import { getGiftCardSettings, saveGiftCardSettings } from "@pos/core/gift-cards/gift-card-account";
import {
  giftCardBalance,
  giftCardLiability,
  redeemGiftCard,
  refundToGiftCard,
} from "@pos/core/gift-cards/gift-cards";
import {
  ZGiftCardRef,
  ZGiftCardSettingsRef,
  ZOpenSaleChargesInput,
  ZRedeemGiftCardInput,
  ZRefundToGiftCardInput,
  ZSaveGiftCardSettingsInput,
} from "@pos/core/gift-cards/gift-cards.schema";
import { openSaleCharges } from "@pos/core/payments/open-sale-charges";
import { voidOpenSaleCharges } from "@pos/core/payments/void-charges";
import { companyProcedure, deviceProcedure, router } from "../init";

const manageCompany = companyProcedure("CAN_MANAGE_COMPANY", "company");

/** Gift cards: the register's balance, redemption and refund to a card; settings/giftcards on the dashboard. */
export const giftCardsRouter = router({
  balance: deviceProcedure.input(ZGiftCardRef).query(({ ctx, input }) => giftCardBalance(ctx.actor, input)),
  redeem: deviceProcedure
    .input(ZRedeemGiftCardInput)
    .mutation(({ ctx, input }) => redeemGiftCard(ctx.actor, input)),
  refundToCard: deviceProcedure
    .input(ZRefundToGiftCardInput)
    .mutation(({ ctx, input }) => refundToGiftCard(ctx.actor, input)),
  /** The open sale's terminal and gift-card charges (terminal charges too: they share the tender dialog). */
  openSaleCharges: deviceProcedure
    .input(ZOpenSaleChargesInput)
    .query(({ ctx, input }) => openSaleCharges(ctx.actor, input)),
  /**
   * The register abandoned an open sale: its terminal approvals, gift-card redemptions and card payments no sale
   * counted go back.
   */
  voidOpenSaleCharges: deviceProcedure
    .input(ZOpenSaleChargesInput)
    .mutation(({ ctx, input }) => voidOpenSaleCharges(ctx.actor, input)),
  registerSettings: deviceProcedure.query(async ({ ctx }) => ({
    enabled: (await getGiftCardSettings(ctx.actor.companyId)).enabled,
  })),
  settings: manageCompany
    .input(ZGiftCardSettingsRef)
    .query(({ input }) => getGiftCardSettings(input.companyId)),
  saveSettings: manageCompany
    .input(ZSaveGiftCardSettingsInput)
    .mutation(({ input }) => saveGiftCardSettings(input)),
  liability: manageCompany
    .input(ZGiftCardSettingsRef)
    .query(({ input }) => giftCardLiability(input.companyId)),
});
