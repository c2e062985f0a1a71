import { describe, expect, it } from "vitest";
import { screenPaths } from "@/app/routes";
import { activeNavItem, dashboardNav } from "./dashboard-nav";

describe("dashboard navigation", () => {
  it("links only to routes of the route table", () => {
    const paths = new Set(screenPaths());
    for (const area of dashboardNav) {
      for (const link of area.links) {
        const absolute = `/company/:companyId/dashboard/${link.path}`;
        const known = paths.has(absolute) || paths.has(`${absolute}/:paymentId?`);
        expect(known, link.path).toBe(true);
      }
    }
  });

  it("finds the area of nested screens", () => {
    expect(activeNavItem("productListing/editProduct/3")?.area.label).toBe("Products");
    expect(activeNavItem("settings/taxConfigurations/addTax")?.link.label).toBe("Tax configurations");
    expect(activeNavItem("")).toBeUndefined();
  });

  it("prefers the most specific link", () => {
    expect(activeNavItem("inventory/update/snapshots/4")?.link.label).toBe("Snapshots");
    expect(activeNavItem("inventory/update")?.link.label).toBe("Update");
  });
});
