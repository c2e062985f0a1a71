import { z } from "zod";
import {
  cancelCardSale,
  cardSaleStatus,
  startCardSale,
  unfinishedCardSales,
} from "@pos/core/card-payments/card-sales";
import { ecomTransactionService } from "@pos/core/card-payments/ecom-transactions";
import {
  ZCardSaleRef,
  ZEcomTransactionInput,
  ZLocationOptionsInput,
  ZPaymentOptionInput,
  ZStartCardSaleInput,
} from "@pos/core/card-payments/card-payments.schema";
import {
  activeOptions,
  listPaymentOptions,
  locationPaymentOptions,
  savePaymentOption,
} from "@pos/core/card-payments/payment-options";
import { getActiveDevice } from "@pos/core/device/device";
import { setDevicePayment } from "@pos/core/admin/device-payment";
import { ZDevicePaymentInput } from "@pos/core/admin/device-payment.schema";
import { adminProcedure, companyProcedure, deviceProcedure, router } from "../init";

/** Card payments with the provider (docs/card-payments.md): the register's sales, the options, the admin list. */
export const cardPaymentsRouter = router({
  /** The provider tenders that are on at the register's location. */
  options: deviceProcedure.input(z.void()).query(async ({ ctx }) => {
    const device = await getActiveDevice(ctx.actor.companyId, ctx.actor.deviceId);
    return activeOptions(ctx.actor.companyId, device.locationId);
  }),
  start: deviceProcedure.input(ZStartCardSaleInput).mutation(({ ctx, input }) => startCardSale(ctx.actor, input)),
  status: deviceProcedure.input(ZCardSaleRef).query(({ ctx, input }) => cardSaleStatus(ctx.actor, input)),
  cancel: deviceProcedure.input(ZCardSaleRef).mutation(({ ctx, input }) => cancelCardSale(ctx.actor, input)),
  unfinished: deviceProcedure.input(z.void()).query(({ ctx }) => unfinishedCardSales(ctx.actor)),
  /** dashboard: the payment options of a company's location. */
  locationOptions: companyProcedure("CAN_MANAGE_COMPANY", "location")
    .input(ZLocationOptionsInput)
    .query(({ input }) => locationPaymentOptions(input)),
  /** dashboard: the ECOM payment service option a sale's online transaction was paid through. */
  ecomTransaction: companyProcedure("CAN_VIEW_SALES", "location")
    .input(ZEcomTransactionInput)
    .query(({ input }) => ecomTransactionService(input)),
  /** admin v2 payments/payment-options. */
  adminOptions: adminProcedure.input(z.void()).query(() => listPaymentOptions()),
  saveOption: adminProcedure.input(ZPaymentOptionInput).mutation(({ input }) => savePaymentOption(input)),
  /** admin.md 3: a device's merchant payment fields (the Merrco, Moneris and BlazePay labels). */
  setDevicePayment: adminProcedure
    .input(ZDevicePaymentInput)
    .mutation(({ input, ctx }) => setDevicePayment(input, ctx.by)),
});
