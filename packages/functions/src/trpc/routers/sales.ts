import { checkout } from "@pos/core/payments/checkout";
import { ZCheckoutInput, ZPaymentRef, ZQuoteInput } from "@pos/core/payments/payment.schema";
import { getRegisterPayment } from "@pos/core/payments/payment-view";
import { registerQuote } from "@pos/core/payments/sale-quote";
import { deviceProcedure, router } from "../init";

export const salesRouter = router({
  quote: deviceProcedure.input(ZQuoteInput).query(({ ctx, input }) => registerQuote(ctx.actor, input)),
  checkout: deviceProcedure.input(ZCheckoutInput).mutation(({ ctx, input }) => checkout(ctx.actor, input)),
  get: deviceProcedure.input(ZPaymentRef).query(({ ctx, input }) => getRegisterPayment(ctx.actor, input)),
});
