import { ZId } from "@pos/core/common/bounded.schema";
import {
  ZCreateOrderProductInput,
  ZCreatePurchaseOrderInput,
  ZListPurchaseOrdersInput,
  ZOrderProductSearch,
  ZPurchaseOrderRef,
  ZReceivePurchaseOrderInput,
  ZSuggestOrderInput,
  ZUpdatePurchaseOrderInput,
} from "@pos/core/purchasing/purchase-order.schema";
import {
  createOrderProduct,
  findOrderProducts,
  suggestOrderLines,
} from "@pos/core/purchasing/purchase-order-products";
import { receivePurchaseOrder } from "@pos/core/purchasing/purchase-order-receive";
import { completeReturn } from "@pos/core/purchasing/purchase-order-return";
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  markOrdered,
  orderLocation,
  updatePurchaseOrder,
} from "@pos/core/purchasing/purchase-orders";
import { z } from "zod";
import { companyProcedure, companyProcedureAt, featureProcedure, router } from "../init";
import { userActor } from "../ledger-actor";

const ZInvolved = z.object({ purchaseOrderId: ZId.optional(), locationId: ZId.optional() });

/** The locations a call involves: the order's own, and the one it names (a draft moved elsewhere). */
async function involved(companyId: number, rawInput: unknown): Promise<string[]> {
  const { purchaseOrderId, locationId } = ZInvolved.parse(rawInput);
  const current = purchaseOrderId ? await orderLocation(companyId, purchaseOrderId) : [];
  return [...current, ...(locationId ? [locationId] : [])];
}

const manage = companyProcedureAt("CAN_MANAGE_PURCHASE_ORDERS", involved);
const atLocation = companyProcedure("CAN_MANAGE_PURCHASE_ORDERS", "location");

/** purchaseOrders: orders from suppliers, receiving them (with lots) and returns to suppliers. */
export const purchaseOrdersRouter = router({
  list: atLocation.input(ZListPurchaseOrdersInput).query(({ input }) => listPurchaseOrders(input)),
  products: atLocation.input(ZOrderProductSearch).query(({ input }) => findOrderProducts(input)),
  suggest: atLocation.input(ZSuggestOrderInput).query(({ input }) => suggestOrderLines(input)),
  createProduct: featureProcedure("createPoProducts", "CAN_MANAGE_PURCHASE_ORDERS", "company")
    .input(ZCreateOrderProductInput)
    .mutation(({ input }) => createOrderProduct(input)),
  get: manage.input(ZPurchaseOrderRef).query(({ input }) => getPurchaseOrder(input)),
  create: manage
    .input(ZCreatePurchaseOrderInput)
    .mutation(({ ctx, input }) => createPurchaseOrder(userActor(ctx.by), input)),
  update: manage.input(ZUpdatePurchaseOrderInput).mutation(({ input }) => updatePurchaseOrder(input)),
  markOrdered: manage.input(ZPurchaseOrderRef).mutation(({ input }) => markOrdered(input)),
  cancel: manage.input(ZPurchaseOrderRef).mutation(({ input }) => cancelPurchaseOrder(input)),
  receive: manage
    .input(ZReceivePurchaseOrderInput)
    .mutation(({ ctx, input }) => receivePurchaseOrder(userActor(ctx.by), input)),
  completeReturn: manage
    .input(ZPurchaseOrderRef)
    .mutation(({ ctx, input }) => completeReturn(userActor(ctx.by), input)),
});
