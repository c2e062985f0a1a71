import {
  ZCompanyPaymentRef,
  ZCompanyPaymentsInput,
  ZRegisterPaymentsInput,
} from "@pos/core/payments/payment-lists.schema";
import {
  getForCompany,
  getForRegister,
  listForCompany,
  listForRegister,
} from "@pos/core/payments/payment-lists";
import { ZPaymentRef } from "@pos/core/payments/payment.schema";
import { ZRefundInput } from "@pos/core/payments/refund.schema";
import { refundPayment } from "@pos/core/payments/refunds";
import { companyProcedure, deviceProcedure, router } from "../init";

const sales = companyProcedure("CAN_VIEW_SALES", "location");

export const paymentsRouter = router({
  listForRegister: deviceProcedure
    .input(ZRegisterPaymentsInput)
    .query(({ ctx, input }) => listForRegister(ctx.actor, input)),
  get: deviceProcedure
    .input(ZPaymentRef)
    .query(({ ctx, input }) => getForRegister(ctx.actor, input.paymentId)),
  refund: deviceProcedure.input(ZRefundInput).mutation(({ ctx, input }) => refundPayment(ctx.actor, input)),
  list: sales.input(ZCompanyPaymentsInput).query(({ input }) => listForCompany(input)),
  getForCompany: sales.input(ZCompanyPaymentRef).query(({ input }) => getForCompany(input)),
});
