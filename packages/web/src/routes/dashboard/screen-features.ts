import type { CompanyFlag } from "@pos/core/company/feature-flags.schema";

/** A screen that opens only with a company flag on; `name` is what the not-enabled page calls it. */
export type ScreenFeature = { flag: CompanyFlag; name: string };

/**
 * Paths relative to /company/:companyId/dashboard (a path and everything below it; the longest match wins) whose
 * screens need a company flag (docs/decisions.md "Flags that gate" lists every flag). The server refuses the same
 * calls with the flag off (featureProcedure); the menu hides the links (dashboard-nav.ts `feature`). The outreach
 * screens (broadcasts) are gated by the work that builds them. The QuickBooks OAuth callback is not gated here: the
 * server answers it (a refused flag is its error).
 */
export const screenFeatures: Readonly<Record<string, ScreenFeature>> = {
  "settings/taxConfigurations": { flag: "taxConfig", name: "Tax configuration" },
  "productListing/pricingGroups": { flag: "canAccessPricingGroups", name: "Pricing groups" },
  "customers/loyalty": { flag: "canAccessLoyalty", name: "Loyalty" },
  "inventory/update/snapshots": { flag: "inventorySnapshots", name: "Inventory snapshots" },
  "inventory/convert": { flag: "canAccessInventoryConversions", name: "Inventory conversions" },
  insights: { flag: "insightsDashboards", name: "Insights dashboards" },
  "integrations/wooCommerce": { flag: "canAccessWordPress", name: "WooCommerce" },
  "integrations/quickBooks/main": { flag: "canAccessQuickBooks", name: "QuickBooks" },
  "integrations/quickBooks/authConnect": { flag: "canAccessQuickBooks", name: "QuickBooks" },
};

/** The flag the screen at this relative path needs, if any. */
export function featureOf(relativePath: string): ScreenFeature | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(screenFeatures)) {
    const under = relativePath === prefix || relativePath.startsWith(`${prefix}/`);
    if (under && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? undefined : screenFeatures[best];
}
