import { describe, expect, it } from "vitest";
import { permissionCatalogue } from "@pos/core/auth/permissions";
import {
  groupState,
  inCatalogueOrder,
  permissionGroups,
  permissionLabels,
  setGroup,
  setPermission,
} from "./permission-groups";

const register = permissionGroups.find((group) => group.name === "Register")!;

describe("permission groups", () => {
  it("hold the whole catalogue once, groups in first-appearance order", () => {
    const names = permissionGroups.flatMap((group) => group.permissions.map((permission) => permission.name));
    expect(names).toEqual(permissionCatalogue.map((permission) => permission.name));
    expect(permissionGroups.map((group) => group.name)).toEqual([
      "Dashboard",
      "Settings",
      "Products",
      "Customers",
      "Sales",
      "Employees",
      "Inventory",
      "Reports",
      "Integrations",
      "Files",
      "Register",
    ]);
  });

  it("tell whether a group is fully, partly or not selected", () => {
    expect(groupState(register, [])).toBe(false);
    expect(groupState(register, ["CAN_ISSUE_REFUNDS"])).toBe("indeterminate");
    expect(
      groupState(
        register,
        register.permissions.map((permission) => permission.name),
      ),
    ).toBe(true);
  });

  it("select and clear a group, keeping catalogue order and other groups", () => {
    const all = setGroup(["CAN_ISSUE_REFUNDS", "CAN_VIEW_DASHBOARD"], register, true);
    expect(all).toEqual([
      "CAN_VIEW_DASHBOARD",
      "CAN_MANAGE_SHIFTS",
      "CAN_MANAGE_CASH_DROPS",
      "CAN_ISSUE_REFUNDS",
      "CAN_APPLY_DISCOUNTS",
      "CAN_OVERRIDE_PRICES",
      "CAN_OVERRIDE_PURCHASE_LIMIT",
    ]);
    expect(setGroup(all, register, false)).toEqual(["CAN_VIEW_DASHBOARD"]);
  });

  it("toggle one permission without repeats", () => {
    expect(setPermission(["CAN_VIEW_SALES"], "CAN_VIEW_DASHBOARD", true)).toEqual([
      "CAN_VIEW_DASHBOARD",
      "CAN_VIEW_SALES",
    ]);
    expect(setPermission(["CAN_VIEW_SALES"], "CAN_VIEW_SALES", true)).toEqual(["CAN_VIEW_SALES"]);
    expect(setPermission(["CAN_VIEW_SALES"], "CAN_VIEW_SALES", false)).toEqual([]);
    expect(inCatalogueOrder(["CAN_APPLY_DISCOUNTS", "CAN_VIEW_DASHBOARD"])).toEqual([
      "CAN_VIEW_DASHBOARD",
      "CAN_APPLY_DISCOUNTS",
    ]);
  });

  it("label names for lists", () => {
    expect(permissionLabels(["CAN_MANAGE_EMPLOYEES", "CAN_EDIT_SALES"])).toEqual([
      "Employees and roles",
      "Edit sales",
    ]);
  });
});
