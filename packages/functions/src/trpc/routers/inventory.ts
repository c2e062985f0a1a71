import { permissionsAtLocation } from "@pos/core/auth/access";
import { listLocations } from "@pos/core/company/company";
import { adjustStock } from "@pos/core/inventory/adjust-stock";
import { findStockProducts, recentAdjustments } from "@pos/core/inventory/adjustments";
import { ZAdjustStockInput } from "@pos/core/inventory/inventory-log.schema";
import { inventoryOverview } from "@pos/core/inventory/inventory-overview";
import {
  ZFindProductInput,
  ZInventoryOverviewInput,
  ZOnHandInput,
  ZProductAtLocationInput,
  ZRecentAdjustmentsInput,
  ZReorderPointInput,
  ZStockOfProductInput,
} from "@pos/core/inventory/inventory-overview.schema";
import { onHandOf, stockOfProduct } from "@pos/core/inventory/product-stock";
import { addLot } from "@pos/core/inventory/lots";
import { setReorderPoint } from "@pos/core/inventory/reorder-points";
import { ZCreateBatchInput } from "@pos/core/inventory/stock.schema";
import { listCategories } from "@pos/core/catalog/categories";
import { listSuppliers } from "@pos/core/catalog/suppliers";
import { z } from "zod";
import { ZId } from "@pos/core/common/bounded.schema";
import { companyProcedure, router } from "../init";
import { userActor } from "../ledger-actor";

const manage = companyProcedure("CAN_MANAGE_INVENTORY");
const products = companyProcedure("CAN_MANAGE_PRODUCTS", "company");

/** The dashboard's inventory overview and manual adjustments, per location (CAN_MANAGE_INVENTORY there). */
export const inventoryRouter = router({
  /** The locations where the caller may manage inventory. */
  locations: companyProcedure().query(async ({ ctx, input }) => {
    const locations = await listLocations(input.companyId);
    const allowed = await Promise.all(
      locations.map(async (location) =>
        (await permissionsAtLocation(ctx.access, input.companyId, location.id)).includes(
          "CAN_MANAGE_INVENTORY",
        ),
      ),
    );
    return { items: locations.filter((_, index) => allowed[index]).map(({ id, name }) => ({ id, name })) };
  }),
  /** The category tree and suppliers for the overview's filters. */
  filterOptions: manage.input(z.object({ locationId: ZId })).query(async ({ input }) => {
    const [categories, suppliers] = await Promise.all([
      listCategories({ companyId: input.companyId, filtered: true }),
      listSuppliers(input.companyId),
    ]);
    return { categories, suppliers };
  }),
  overview: manage.input(ZInventoryOverviewInput).query(({ input }) => inventoryOverview(input)),
  adjust: manage.input(ZAdjustStockInput).mutation(({ ctx, input }) => adjustStock(userActor(ctx.by), input)),
  recentAdjustments: manage.input(ZRecentAdjustmentsInput).query(({ input }) => recentAdjustments(input)),
  findProducts: manage.input(ZFindProductInput).query(({ input }) => findStockProducts(input)),
  productAtLocation: manage
    .input(ZProductAtLocationInput)
    .query(({ input }) => stockOfProduct(input.companyId, input.productId, input.locationId)),
  addLot: manage.input(ZCreateBatchInput.extend({ locationId: ZId })).mutation(({ input }) => addLot(input)),
  setReorderPoint: manage.input(ZReorderPointInput).mutation(({ input }) => setReorderPoint(input)),
  /** The product page: the product's stock at every location. */
  stockOfProduct: products
    .input(ZStockOfProductInput)
    .query(({ input }) => stockOfProduct(input.companyId, input.productId)),
  /** The product listing's on-hand column: one location's, or every location's total. */
  onHand: products
    .input(ZOnHandInput)
    .query(({ input }) => onHandOf(input.companyId, input.locationId, input.productIds)),
});
