import { listPaymentFees, registerPaymentFees, savePaymentFees } from "@pos/core/payments/payment-fees";
import { ZPaymentFeesRef, ZSavePaymentFeesInput } from "@pos/core/payments/payment-fees.schema";
import { companyProcedure, deviceProcedure, router } from "../init";

const manageCompany = companyProcedure("CAN_MANAGE_COMPANY", "company");

/** Payment fees (pos-and-accounts.md 4): the register's copy, and the dashboard's list to set them. */
export const paymentFeesRouter = router({
  forRegister: deviceProcedure.query(({ ctx }) => registerPaymentFees(ctx.actor)),
  list: manageCompany.input(ZPaymentFeesRef).query(({ input }) => listPaymentFees(input.companyId)),
  save: manageCompany.input(ZSavePaymentFeesInput).mutation(({ input }) => savePaymentFees(input)),
});
