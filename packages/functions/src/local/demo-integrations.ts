import type { AuditActor } from "@pos/core/audit/audit";
import { now } from "@pos/core/common/clock";
import { getCompany } from "@pos/core/company/company";
import { setPermissionFlag } from "@pos/core/company/feature-flags";
import { qbConfig } from "@pos/core/integrations/quickbooks/qb-client";
import { completeQbConnect, startQbConnect } from "@pos/core/integrations/quickbooks/qb-oauth";
import { setQbAccounts } from "@pos/core/integrations/quickbooks/qb-settings";
import { syncQbDay } from "@pos/core/integrations/quickbooks/qb-sync";
import { mapWooCategory, wooCategories } from "@pos/core/integrations/woocommerce/woo-categories";
import { connectWoo } from "@pos/core/integrations/woocommerce/woo-connection";
import {
  pushWooProducts,
  selectWooProducts,
  wooProducts,
} from "@pos/core/integrations/woocommerce/woo-products";
import { localDay } from "@pos/core/payments/payment-lists.schema";
import { addDays } from "@pos/core/reports/report-days";

/** The simulated store Green Leaf sells online through (`${WOOCOMMERCE_SIMULATOR_URL}/green-leaf`). */
export const demoWooStore = {
  name: "green-leaf",
  consumerKey: "ck_demo_green_leaf",
  consumerSecret: "cs_demo_green_leaf",
};

async function seedWooCommerce(companyId: number, locationId: string, by: AuditActor, simulatorUrl: string) {
  await connectWoo(
    { companyId, storeUrl: `${simulatorUrl}/${demoWooStore.name}`, locationId, ...demoWooStore },
    by,
  );
  const { categories, storeCategories } = await wooCategories(companyId);
  for (const category of categories) {
    const match = storeCategories.find((store) => store.name.toLowerCase() === category.name.toLowerCase());
    if (match) await mapWooCategory({ companyId, categoryId: category.categoryId, wooCategoryId: match.id });
  }
  const chosen = (await wooProducts(companyId)).products
    .filter((product) => product.price !== null)
    .slice(0, 6);
  if (chosen.length === 0) return;
  await selectWooProducts({
    companyId,
    productIds: chosen.map((product) => product.productId),
    selected: true,
  });
  await pushWooProducts({ companyId, productIds: null });
}

/** The simulated Intuit consent, as the owner's browser would click it. */
async function approveInSimulator(authorizeUrl: string): Promise<URLSearchParams> {
  const page = await (await fetch(authorizeUrl)).text();
  const approve = /href="([^"]*approve[^"]*)"/.exec(page)?.[1]?.replace(/&#38;/g, "&");
  if (!approve) throw new Error("The QuickBooks simulator showed no consent link");
  const answer = await fetch(new URL(approve, authorizeUrl), { redirect: "manual" });
  return new URL(answer.headers.get("location") ?? "").searchParams;
}

async function seedQuickBooks(companyId: number, by: AuditActor) {
  const { authorizeUrl } = await startQbConnect(companyId, by.userId);
  const answer = await approveInSimulator(authorizeUrl);
  await completeQbConnect(
    { companyId, state: answer.get("state") ?? "", code: answer.get("code"), realmId: answer.get("realmId") },
    by,
  );
  await setQbAccounts(
    {
      companyId,
      accounts: {
        sales: "1",
        tax: "4",
        discounts: "2",
        refunds: "3",
        tenders: "5",
        tenderAccounts: { cash: "6", debit: "7", credit: "7" },
      },
    },
    by,
  );
  const company = await getCompany(companyId);
  await syncQbDay({ companyId, day: addDays(localDay(now(), company.timezone), -1) });
}

/**
 * Green Leaf sells online through the simulated WooCommerce store (categories mapped by name, six products pushed
 * with their stock) and posts its daily sales to the simulated QuickBooks (accounts mapped, yesterday synced).
 */
export async function seedDemoIntegrations(
  companyId: number,
  locationId: string,
  owner: { userId: string; email: string },
) {
  const by: AuditActor = { ...owner, supportSession: false, sourceIp: "internal" };
  await setPermissionFlag({ companyId, flag: "canAccessWordPress", enabled: true });
  await setPermissionFlag({ companyId, flag: "canAccessQuickBooks", enabled: true });
  const simulatorUrl = process.env.WOOCOMMERCE_SIMULATOR_URL;
  if (simulatorUrl) await seedWooCommerce(companyId, locationId, by, simulatorUrl);
  if (qbConfig()) await seedQuickBooks(companyId, by);
}
