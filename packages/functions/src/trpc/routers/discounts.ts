import { previewDiscounts } from "@pos/core/discounts/discount-preview";
import {
  createDiscount,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  listDiscountsPage,
  updateDiscount,
} from "@pos/core/discounts/discounts";
import {
  ZCreateDiscountInput,
  ZDiscountRef,
  ZListDiscountsPageInput,
  ZPreviewDiscountsInput,
  ZUpdateDiscountInput,
} from "@pos/core/discounts/discount.schema";
import { registerPricing } from "@pos/core/discounts/register-pricing";
import { companyProcedure, deviceProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_PRODUCTS", "company");

export const discountsRouter = router({
  list: manage.query(async ({ input }) => ({ items: await listDiscounts(input.companyId) })),
  listPage: manage.input(ZListDiscountsPageInput).query(({ input }) => listDiscountsPage(input)),
  get: manage.input(ZDiscountRef).query(({ input }) => getDiscount(input)),
  create: manage.input(ZCreateDiscountInput).mutation(({ input }) => createDiscount(input)),
  update: manage.input(ZUpdateDiscountInput).mutation(({ input }) => updateDiscount(input)),
  delete: manage.input(ZDiscountRef).mutation(async ({ input }) => {
    await deleteDiscount(input);
    return { ok: true as const };
  }),
  preview: manage.input(ZPreviewDiscountsInput).query(({ input }) => previewDiscounts(input)),
  /** The register prices its cart itself; the server prices it again at checkout. */
  forRegister: deviceProcedure.query(({ ctx }) => registerPricing(ctx.actor.companyId)),
});
