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
import { featureProcedure, router } from "../init";
import { userActor } from "../ledger-actor";

/** The company permission flag canAccessInventoryConversions and the role permission CAN_MANAGE_INVENTORY. */
const converting = featureProcedure("canAccessInventoryConversions", "CAN_MANAGE_INVENTORY");

export const inventoryConversionsRouter = router({
  products: converting.input(ZConversionProductsInput).query(({ input }) => conversionProducts(input)),
  holding: converting.input(ZConversionHoldingInput).query(({ input }) => conversionHolding(input)),
  preview: converting
    .input(ZConvertInput)
    .query(({ ctx, input }) => previewConversion(input, userActor(ctx.by))),
  convert: converting
    .input(ZConvertInput)
    .mutation(({ ctx, input }) => convertStock(input, userActor(ctx.by))),
  list: converting
    .input(z.object({ locationId: ZId, page: ZPageInput.partial().default({}) }))
    .query(({ input }) => listConversions(input.companyId, input.locationId, input.page)),
});
