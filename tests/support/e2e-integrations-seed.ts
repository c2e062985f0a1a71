// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { createCategory } from "@pos/core/catalog/categories";
import { now } from "@pos/core/common/clock";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { createDevice } from "@pos/core/device/device";
import { setStock } from "@pos/core/inventory/stock";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { addDays } from "@pos/core/reports/report-days";
import { Rollup } from "@pos/core/reports/rollup.entity";
import { productItem, putProducts } from "./catalog";
import { seedOwnedCompany } from "./e2e-company";
import { qbCompany, wooCompany } from "./e2e-integrations-accounts";

/**
 * E2E WooCommerce Co (the WordPress flag on, one category with one product in stock, a register to read the
 * payment queue) and E2E QuickBooks Co (the QuickBooks flag on, yesterday's sales in the rollups).
 */
export async function seedE2eIntegrations(): Promise<void> {
  const woo = await seedOwnedCompany(wooCompany);
  await setPermissionFlag({ companyId: woo.companyId, flag: "canAccessWordPress", enabled: true });
  await createDevice({
    companyId: woo.companyId,
    locationId: woo.locationId,
    name: "Web register",
    ...wooCompany.device,
  });
  const category = await createCategory({
    companyId: woo.companyId,
    name: wooCompany.category,
    parentCategoryId: null,
    complianceCategoryId: null,
  });
  const { name, sku, price, stock } = wooCompany.product;
  const [product] = await putProducts([
    productItem(woo.companyId, { name, sku, price, categoryId: category.id }),
  ]);
  await setStock({
    companyId: woo.companyId,
    locationId: woo.locationId,
    productId: product!.productId,
    quantity: stock,
  });

  const qb = await seedOwnedCompany(qbCompany);
  await setPermissionFlag({ companyId: qb.companyId, flag: "canAccessQuickBooks", enabled: true });
  const day = addDays(localDay(now(), "America/Toronto"), -1);
  const { gross, tax, saleCount, cash } = qbCompany.yesterday;
  const row = { companyId: qb.companyId, locationId: qb.locationId, grain: "day" as const, day };
  await Rollup.put({ ...row, dimension: "day", key: "", gross, tax, saleCount }).go();
  await Rollup.put({ ...row, dimension: "paymentType", key: "cash", amount: cash, count: saleCount }).go();
}
