import { ZId } from "@pos/core/common/bounded.schema";
import { cancelTransfer, sendTransfer } from "@pos/core/inventory/transfer-moves";
import { receiveTransfer } from "@pos/core/inventory/transfer-receive";
import {
  ZCreateTransferInput,
  ZListTransfersInput,
  ZReceiveTransferInput,
  ZTransferProductSearch,
  ZTransferRef,
  ZUpdateTransferInput,
} from "@pos/core/inventory/transfer.schema";
import { findTransferProducts } from "@pos/core/inventory/transfer-products";
import {
  createTransfer,
  getTransfer,
  listTransfers,
  transferLocations,
  updateTransfer,
} from "@pos/core/inventory/transfers";
import { z } from "zod";
import { companyProcedure, companyProcedureAt, router } from "../init";
import { userActor } from "../ledger-actor";

const ZInvolved = z.object({
  transferId: ZId.optional(),
  fromLocationId: ZId.optional(),
  toLocationId: ZId.optional(),
});

/** The locations a call involves: the transfer's own, and any it names (a draft moved elsewhere). */
async function involved(companyId: number, rawInput: unknown): Promise<string[]> {
  const { transferId, fromLocationId, toLocationId } = ZInvolved.parse(rawInput);
  const current = transferId ? await transferLocations({ companyId, transferId }) : [];
  return [...current, ...[fromLocationId, toLocationId].filter((id): id is string => id !== undefined)];
}

const manage = companyProcedureAt("CAN_MANAGE_INVENTORY", involved);

const atLocation = companyProcedure("CAN_MANAGE_INVENTORY", "location");

/** inventory/transfer: drafts, sending, receiving and cancelling transfers between a company's locations. */
export const transfersRouter = router({
  list: atLocation.input(ZListTransfersInput).query(({ input }) => listTransfers(input)),
  products: atLocation.input(ZTransferProductSearch).query(({ input }) => findTransferProducts(input)),
  get: manage.input(ZTransferRef).query(({ input }) => getTransfer(input)),
  create: manage
    .input(ZCreateTransferInput)
    .mutation(({ ctx, input }) => createTransfer(userActor(ctx.by), input)),
  update: manage.input(ZUpdateTransferInput).mutation(({ input }) => updateTransfer(input)),
  send: manage.input(ZTransferRef).mutation(({ ctx, input }) => sendTransfer(userActor(ctx.by), input)),
  receive: manage
    .input(ZReceiveTransferInput)
    .mutation(({ ctx, input }) => receiveTransfer(userActor(ctx.by), input)),
  cancel: manage.input(ZTransferRef).mutation(({ ctx, input }) => cancelTransfer(userActor(ctx.by), input)),
});
