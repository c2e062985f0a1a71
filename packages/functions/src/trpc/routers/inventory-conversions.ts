import { z } from "zod";
import { ZId } from "@pos/core/common/bounded.schema";
import { ZPageInput } from "@pos/core/db/pagination";
import { convertStock, listConversions, previewConversion } from "@pos/core/inventory/conversion";
import { conversionHolding, conversionProducts } from "@pos/core/inventory/conversion-lookup";
import {
  ZConversionHoldingInput,
  ZConversionProductsInput,
  ZConvertInput,
} from "@pos/core/inventory/conversion.schema";
import type { LedgerActor } from "@pos/core/inventory/inventory-log.schema";
import type { AuditActor } from "@pos/core/audit/audit";
import { featureProcedure, router } from "../init";

/** The company permission flag canAccessInventoryConversions and the role permission CAN_MANAGE_INVENTORY. */
const converting = featureProcedure("canAccessInventoryConversions", "CAN_MANAGE_INVENTORY");

const actorOf = (by: AuditActor): LedgerActor => ({ kind: "user", id: by.userId, name: by.email });

export const inventoryConversionsRouter = router({
  products: converting.input(ZConversionProductsInput).query(({ input }) => conversionProducts(input)),
  holding: converting.input(ZConversionHoldingInput).query(({ input }) => conversionHolding(input)),
  preview: converting
    .input(ZConvertInput)
    .query(({ ctx, input }) => previewConversion(input, actorOf(ctx.by))),
  convert: converting.input(ZConvertInput).mutation(({ ctx, input }) => convertStock(input, actorOf(ctx.by))),
  list: converting
    .input(z.object({ locationId: ZId, page: ZPageInput.partial().default({}) }))
    .query(({ input }) => listConversions(input.companyId, input.locationId, input.page)),
});
