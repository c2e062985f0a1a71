import { describe, expect, it } from "vitest";
import { screenPaths } from "@/app/routes";
import { variantShows } from "@/lib/app-variant";
import type { CompanyPermissions } from "@pos/core/auth/me.schema";
import { permissionNames, type Permission } from "@pos/core/auth/permissions";
import { activeNavItem, canOpen, dashboardNav, permissionCheck, visibleNav } from "./dashboard-nav";
import { accessOf } from "./screen-access";

const labels = (nav: ReturnType<typeof visibleNav>) =>
  nav.flatMap((area) => area.links.map((link) => link.label));
const everything = () => true;
const areas = (nav: ReturnType<typeof visibleNav>) => nav.map((area) => area.label);
const granted = (permissions: Permission[], locationPermissions: Permission[] = []): CompanyPermissions => ({
  companyId: 1,
  permissions,
  locationPermissions,
});
const navFor = (access: CompanyPermissions | null) =>
  visibleNav(dashboardNav, { isEnabled: everything, shows: everything, can: permissionCheck(access) });

const gated = [
  "Tax configurations",
  "Loyalty",
  "Snapshots",
  "Convert",
  "Insights",
  "WooCommerce",
  "QuickBooks",
  "Broadcasts",
];

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

  it("opens the compliance report's Submissions tab under its one Compliance link", () => {
    const links = dashboardNav.flatMap((area) => area.links).filter((link) => link.path.startsWith("compliance"));
    expect(links.map((link) => link.label)).toEqual(["Compliance"]);
    expect(activeNavItem("compliance/submissions")?.link.label).toBe("Compliance");
  });

  it("finds the link that opens a screen outside its path", () => {
    expect(activeNavItem("employees/addEmployee")?.link.label).toBe("Employee list");
    expect(activeNavItem("employees/securityRoles/edit")?.link.label).toBe("Security roles");
  });

  it("prefers the most specific link", () => {
    expect(activeNavItem("inventory/update/snapshots/4")?.link.label).toBe("Snapshots");
    expect(activeNavItem("inventory/update")?.link.label).toBe("Update");
  });

  it("shows a flagged link only when its company flag is on, and drops areas left empty", () => {
    const full = (feature: Parameters<typeof variantShows>[1]) => variantShows("full", feature);
    const none = visibleNav(dashboardNav, { isEnabled: () => false, shows: full, can: everything });
    for (const label of gated) expect(labels(none), label).not.toContain(label);
    expect(none.map((area) => area.label)).not.toContain("Integrations");

    const only = visibleNav(dashboardNav, {
      isEnabled: (flag) => flag === "inventorySnapshots",
      shows: full,
      can: everything,
    });
    expect(labels(only)).toContain("Snapshots");
    expect(labels(only)).not.toContain("Convert");
    expect(labels(visibleNav(dashboardNav, { isEnabled: () => true, shows: full, can: everything }))).toEqual(
      labels(dashboardNav),
    );
  });

  it("hides outreach (Broadcasts) and the compliance report in the POS-only variant", () => {
    const posOnly = visibleNav(dashboardNav, {
      isEnabled: () => true,
      shows: (feature) => variantShows("pos-only", feature),
      can: everything,
    });
    expect(labels(posOnly)).not.toContain("Broadcasts");
    expect(labels(posOnly)).not.toContain("Compliance");
    expect(labels(posOnly)).toHaveLength(labels(dashboardNav).length - 2);
  });

  it("finds the active link among the visible ones", () => {
    const none = visibleNav(dashboardNav, { isEnabled: () => false, shows: () => true, can: everything });
    expect(activeNavItem("inventory/update/snapshots/4", none)?.link.label).toBe("Update");
  });

  it("takes each link's permission from the screens' map; Contact needs none", () => {
    const needs = (label: string) => {
      const link = dashboardNav.flatMap((area) => area.links).find((item) => item.label === label);
      const access = accessOf(link?.path ?? "");
      return access && [access.permission, Boolean(access.companyOnly)];
    };
    expect(needs("General")).toEqual(["CAN_MANAGE_COMPANY", true]);
    expect(needs("POS")).toEqual(["CAN_MANAGE_COMPANY", false]);
    expect(needs("Timesheets")).toEqual(["CAN_VIEW_REPORTS", false]);
    expect(needs("Taxes")).toEqual(["CAN_MANAGE_PRODUCTS", true]);
    expect(needs("Product list")).toEqual(["CAN_MANAGE_PRODUCTS", true]);
    expect(needs("Customer list")).toEqual(["CAN_MANAGE_CUSTOMERS", false]);
    expect(needs("Sales list")).toEqual(["CAN_VIEW_SALES", false]);
    expect(needs("Security roles")).toEqual(["CAN_MANAGE_EMPLOYEES", true]);
    expect(needs("Purchase orders")).toEqual(["CAN_MANAGE_PURCHASE_ORDERS", false]);
    expect(needs("Shifts")).toEqual(["CAN_VIEW_REPORTS", false]);
    expect(needs("QuickBooks")).toEqual(["CAN_MANAGE_INTEGRATIONS", false]);
    expect(needs("Contact us")).toBeUndefined();
  });

  it("shows a link exactly when its screen opens (Settings without products: no Taxes)", () => {
    const settingsOnly = navFor(granted(["CAN_MANAGE_COMPANY"]));
    expect(labels(settingsOnly)).not.toContain("Taxes");
    expect(labels(settingsOnly)).toContain("General");
    const can = permissionCheck(granted(["CAN_MANAGE_COMPANY"]));
    for (const area of dashboardNav)
      for (const link of area.links)
        expect(canOpen(link.path, can), link.path).toBe(labels(settingsOnly).includes(link.label));
    expect(canOpen("taxes/edit", can)).toBe(false);
    expect(canOpen("settings/taxConfigurations/addTax", can)).toBe(true);
  });

  it("shows only the areas the user's permissions open", () => {
    expect(areas(navFor(granted([])))).toEqual(["Contact"]);
    expect(areas(navFor(null))).toEqual(["Contact"]);
    expect(areas(navFor(granted(["CAN_VIEW_SALES", "CAN_MANAGE_EMPLOYEES"])))).toEqual([
      "Sales",
      "Employees",
      "Contact",
    ]);
    expect(areas(navFor(granted([...permissionNames])))).toEqual(areas(dashboardNav));
  });

  it("counts a grant at a location except where the server needs it at the company", () => {
    const atStore = granted([], ["CAN_MANAGE_INVENTORY", "CAN_MANAGE_EMPLOYEES", "CAN_MANAGE_PRODUCTS"]);
    expect(areas(navFor(atStore))).toEqual(["Inventory", "Contact"]);
  });
});
