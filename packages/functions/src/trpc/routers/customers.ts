import {
  createCustomer,
  getCustomer,
  listCustomers,
  posCustomer,
  updateCustomer,
} from "@pos/core/customers/customers";
import {
  ZCreateCustomerInput,
  ZCustomerRef,
  ZListCustomersInput,
  ZPosCreateCustomerInput,
  ZPosCustomerRef,
  ZPosCustomerSearchInput,
  ZPosUpdateCustomerInput,
  ZUpdateCustomerInput,
} from "@pos/core/customers/customer.schema";
import { customerPayments } from "@pos/core/customers/customer-payments";
import { ZCustomerPaymentsInput } from "@pos/core/customers/customer-payments.schema";
import { getActiveDevice } from "@pos/core/device/device";
import type { DeviceActor } from "@pos/core/common/actor";
import { companyProcedure, deviceProcedure, router } from "../init";

const manage = companyProcedure("CAN_MANAGE_CUSTOMERS", "company");

const locationOf = async (actor: DeviceActor) =>
  (await getActiveDevice(actor.companyId, actor.deviceId)).locationId;

/** /pos/customers: the register's company and location come from its device token. */
const posRouter = router({
  search: deviceProcedure
    .input(ZPosCustomerSearchInput)
    .query(({ ctx, input }) => listCustomers({ ...input, companyId: ctx.actor.companyId })),
  get: deviceProcedure
    .input(ZPosCustomerRef)
    .query(async ({ ctx, input }) =>
      posCustomer(ctx.actor.companyId, input.customerId, await locationOf(ctx.actor)),
    ),
  create: deviceProcedure
    .input(ZPosCreateCustomerInput)
    .mutation(({ ctx, input }) => createCustomer({ ...input, companyId: ctx.actor.companyId })),
  update: deviceProcedure
    .input(ZPosUpdateCustomerInput)
    .mutation(({ ctx, input }) => updateCustomer({ ...input, companyId: ctx.actor.companyId })),
});

export const customersRouter = router({
  list: manage.input(ZListCustomersInput).query(({ input }) => listCustomers(input)),
  search: manage.input(ZListCustomersInput).query(({ input }) => listCustomers(input)),
  get: manage.input(ZCustomerRef).query(({ input }) => getCustomer(input)),
  create: manage.input(ZCreateCustomerInput).mutation(({ input }) => createCustomer(input)),
  update: manage.input(ZUpdateCustomerInput).mutation(({ input }) => updateCustomer(input)),
  payments: manage.input(ZCustomerPaymentsInput).query(({ input }) => customerPayments(input)),
  pos: posRouter,
});
