import { mapWooCategory, wooCategories } from "@pos/core/integrations/woocommerce/woo-categories";
import {
  connectWoo,
  disconnectWoo,
  testWoo,
  wooSettings,
} from "@pos/core/integrations/woocommerce/woo-connection";
import { pullWooOrders } from "@pos/core/integrations/woocommerce/woo-orders";
import {
  pushWooProducts,
  selectWooProducts,
  wooProducts,
} from "@pos/core/integrations/woocommerce/woo-products";
import {
  ZWooCategoryMapInput,
  ZWooCompanyInput,
  ZWooConnectInput,
  ZWooPushInput,
  ZWooSelectInput,
} from "@pos/core/integrations/woocommerce/woo.schema";
import { featureProcedure, router } from "../init";

/** dashboard.md 2 integrations/wooCommerce: the company flag canAccessWordPress and CAN_MANAGE_INTEGRATIONS. */
const woo = featureProcedure("canAccessWordPress", "CAN_MANAGE_INTEGRATIONS", "company");

export const wooCommerceRouter = router({
  settings: woo.input(ZWooCompanyInput).query(({ input }) => wooSettings(input.companyId)),
  connect: woo.input(ZWooConnectInput).mutation(({ input, ctx }) => connectWoo(input, ctx.by)),
  test: woo.input(ZWooCompanyInput).mutation(({ input }) => testWoo(input.companyId)),
  disconnect: woo
    .input(ZWooCompanyInput)
    .mutation(({ input, ctx }) => disconnectWoo(input.companyId, ctx.by)),
  categories: woo.input(ZWooCompanyInput).query(({ input }) => wooCategories(input.companyId)),
  mapCategory: woo.input(ZWooCategoryMapInput).mutation(({ input }) => mapWooCategory(input)),
  products: woo.input(ZWooCompanyInput).query(({ input }) => wooProducts(input.companyId)),
  selectProducts: woo.input(ZWooSelectInput).mutation(({ input }) => selectWooProducts(input)),
  pushProducts: woo.input(ZWooPushInput).mutation(({ input }) => pushWooProducts(input)),
  pullOrders: woo.input(ZWooCompanyInput).mutation(({ input }) => pullWooOrders(input.companyId)),
});
