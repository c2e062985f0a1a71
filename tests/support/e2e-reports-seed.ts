// Imports core: load only once the local runtime has set the environment (see e2e-server.ts).
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { setStock } from "@pos/core/inventory/stock";
import { runDailySummaries } from "@pos/core/reports/daily-summary-job";
import { runRollupJob } from "@pos/core/reports/rollup-job";
import { productItem, putProducts, putTaxGroup } from "./catalog";
import { seedOwnedCompany, seedRegister } from "./e2e-company";
import { reportsCompany, type ReportsAccount } from "./e2e-reports-accounts";

/**
 * E2E Reports Co: one store with a register, an employee who may do everything, and two taxed products in stock.
 * Its sales are made by the spec itself. The advanced report spec gets a company of its own (with Insights).
 */
export async function seedE2eReports(account: ReportsAccount = reportsCompany): Promise<number> {
  const company = await seedOwnedCompany(account);
  await seedRegister(company, account, "Report register");
  if (account.insights)
    await setFeatureFlag({ companyId: company.companyId, flag: "insightsDashboards", enabled: true });
  const taxGroupId = await putTaxGroup(company.companyId, "HST");
  const { gummies, flower } = account.products;
  const items = await putProducts(
    [gummies, flower].map((product) =>
      productItem(company.companyId, { name: product.name, price: product.price, taxGroupId }),
    ),
  );
  for (const [index, product] of [gummies, flower].entries())
    await setStock({
      companyId: company.companyId,
      locationId: company.locationId,
      productId: items[index]!.productId,
      quantity: 100,
      unitCost: product.unitCost,
    });
  return company.companyId;
}

/** The browser tests cannot wait for the minute's rollup run: the e2e server counts sales every second. */
export function rollUpEverySecond(): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runRollupJob()
      .catch((error: unknown) => console.error("[e2e] rollups failed:", error))
      .finally(() => {
        running = false;
      });
  }, 1000);
  timer.unref();
}

/**
 * The daily summary job every 3 seconds instead of every 15 minutes, so a subscription's e-mail shows up at once;
 * for the company of the summary spec only (a run over every company reads each one's subscriptions: hundreds of
 * queries every 3 s once the specs have made their companies). The local scheduler still runs it for all.
 */
export function summariesEveryFewSeconds(companyIds: readonly number[]): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runDailySummaries({ companyIds })
      .catch((error: unknown) => console.error("[e2e] daily summaries failed:", error))
      .finally(() => {
        running = false;
      });
  }, 3000);
  timer.unref();
}
