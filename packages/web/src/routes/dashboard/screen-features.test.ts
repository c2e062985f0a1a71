import { describe, expect, it } from "vitest";
import { adminScreens, adminBase, dashboardBase, dashboardScreens } from "@/app/routes";
import { routedIn, variantScreens } from "@/lib/app-variant";
import { adminMenuFor } from "../admin/admin-menu";
import { dashboardNav } from "./dashboard-nav";
import { featureOf, screenFeatures } from "./screen-features";

describe("screens behind a company flag", () => {
  it("gate every menu link that names a flag with the same flag, and only routed screens", () => {
    const builtElsewhere = ["broadcasts"];
    for (const area of dashboardNav)
      for (const link of area.links)
        if (link.feature && !builtElsewhere.some((prefix) => link.path.startsWith(prefix)))
          expect(featureOf(link.path)?.flag, link.path).toBe(link.feature);
    const paths = dashboardScreens.map((route) => route.path);
    for (const prefix of Object.keys(screenFeatures))
      expect(
        paths.some((path) => path === prefix || path.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
  });

  it("cover a screen and everything below it, the longest match winning", () => {
    expect(featureOf("settings/taxConfigurations/addTax")?.flag).toBe("taxConfig");
    expect(featureOf("inventory/update/snapshots/abc")?.flag).toBe("inventorySnapshots");
    expect(featureOf("inventory/update")).toBeUndefined();
    expect(featureOf("settings/taxes")).toBeUndefined();
    expect(featureOf("productListing/pricingGroups")?.flag).toBe("canAccessPricingGroups");
    expect(featureOf("productListing")).toBeUndefined();
    expect(featureOf("integrations/wooCommerce/products")?.flag).toBe("canAccessWordPress");
    expect(featureOf("integrations/quickBooks/main/sync")?.flag).toBe("canAccessQuickBooks");
    expect(featureOf("integrations/quickBooks/authConnect")?.flag).toBe("canAccessQuickBooks");
    expect(featureOf("integrations/quickBooks/authCallback")).toBeUndefined();
  });
});

describe("the POS-only build's routes", () => {
  const routed = (variant: "full" | "pos-only") => [
    ...dashboardScreens
      .map((route) => `${dashboardBase}/${route.path}`)
      .filter((path) => routedIn(variant, path)),
    ...adminScreens.map((route) => `${adminBase}/${route.path}`).filter((path) => routedIn(variant, path)),
  ];

  it("leave out outreach, the compliance report and the province import; the full app keeps them", () => {
    const hidden = Object.keys(variantScreens);
    expect(hidden).toEqual([
      `${dashboardBase}/broadcasts`,
      `${dashboardBase}/compliance`,
      `${dashboardBase}/compliance/submissions`,
      "/admin/provinceProducts/import",
      "/admin/v2/provinceProducts/import",
    ]);
    for (const path of hidden) {
      expect(routed("full"), path).toContain(path);
      expect(routed("pos-only"), path).not.toContain(path);
    }
    expect(routed("full").length - routed("pos-only").length).toBe(hidden.length);
  });

  it("drop the province import from the admin menu", () => {
    const links = (variant: "full" | "pos-only") =>
      adminMenuFor(variant).flatMap((item) =>
        ("children" in item ? item.children : [item]).map((link) => link.to),
      );
    expect(links("full")).toContain("/admin/provinceProducts/import");
    expect(links("pos-only")).not.toContain("/admin/provinceProducts/import");
    expect(links("pos-only")).toContain("/admin/provinceProducts/search");
  });
});
