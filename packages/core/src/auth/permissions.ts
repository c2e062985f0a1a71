/**
 * The one catalogue of permissions a security role can grant (docs/permissions.md is generated from it).
 * A role is assigned at the company or at one location; a grant at the company counts at every location,
 * a grant at a location only there. Admins have every permission everywhere.
 */
export const permissionCatalogue = [
  {
    name: "CAN_VIEW_DASHBOARD",
    label: "Dashboard home",
    group: "Dashboard",
    description: "See the dashboard home page and its sales summary.",
  },
  {
    name: "CAN_MANAGE_COMPANY",
    label: "Settings",
    group: "Settings",
    description:
      "Change the company settings: general, locations, POS, receipts, taxes and tax configurations, inventory settings and gift cards.",
  },
  {
    name: "CAN_MANAGE_DEVICES",
    label: "Registers",
    group: "Settings",
    description: "See the registers and whether they are online; add, change and deactivate registers.",
  },
  {
    name: "CAN_MANAGE_PRODUCTS",
    label: "Products",
    group: "Products",
    description: "Manage the product listing, categories, suppliers, tax groups and discounts.",
  },
  {
    name: "CAN_MANAGE_CUSTOMERS",
    label: "Customers",
    group: "Customers",
    description: "See, add and edit customers and their loyalty on the dashboard.",
  },
  {
    name: "CAN_VIEW_SALES",
    label: "View sales",
    group: "Sales",
    description: "See the sales list and the details of each payment on the dashboard.",
  },
  {
    name: "CAN_EDIT_SALES",
    label: "Edit sales",
    group: "Sales",
    description:
      "Change or cancel sales, including cancelling a paid parked sale on the register. Counts at the location where it is granted.",
  },
  {
    name: "CAN_MANAGE_EMPLOYEES",
    label: "Employees and roles",
    group: "Employees",
    description:
      "Add, edit and deactivate employees, set their passcodes and roles, and create, edit and delete security roles. Whoever holds it can grant any permission. Counts only when granted at the company.",
  },
  {
    name: "CAN_MANAGE_INVENTORY",
    label: "Inventory",
    group: "Inventory",
    description:
      "Update inventory and its snapshots, transfer, convert and audit stock and see the overview.",
  },
  {
    name: "CAN_MANAGE_PURCHASE_ORDERS",
    label: "Purchase orders",
    group: "Inventory",
    description:
      "Create and edit purchase orders and returns to suppliers, receive them into stock and print them. Counts at the order's location.",
  },
  {
    name: "CAN_VIEW_REPORTS",
    label: "Reports",
    group: "Reports",
    description:
      "See analytics (summary, restock, payment types), advanced reports, insights, broadcasts, inventory logs and shift reports.",
  },
  {
    name: "CAN_MANAGE_COMPLIANCE_REPORTING",
    label: "Compliance reporting",
    group: "Reports",
    description:
      "See and submit provincial compliance reports (the Ontario OCS view also needs the company's compliance feature flag). Counts only when granted at the company.",
  },
  {
    name: "CAN_MANAGE_INTEGRATIONS",
    label: "Integrations",
    group: "Integrations",
    description: "Connect and configure WooCommerce, QuickBooks and webhook subscriptions.",
  },
  {
    name: "CAN_UPLOAD_FILES",
    label: "Upload files",
    group: "Files",
    description: "Upload images and CSV or PDF files (product pictures, imports).",
  },
  {
    name: "CAN_MANAGE_SHIFTS",
    label: "Start and end shifts",
    group: "Register",
    description: "Start a shift with a starting float and end it with a float count on the register.",
  },
  {
    name: "CAN_MANAGE_CASH_DROPS",
    label: "Cash drops",
    group: "Register",
    description: "Take cash out of the drawer or put cash in during a shift.",
  },
  {
    name: "CAN_ISSUE_REFUNDS",
    label: "Refunds",
    group: "Register",
    description: "Refund a completed sale, in full or in part, on the register.",
  },
  {
    name: "CAN_APPLY_DISCOUNTS",
    label: "Manual discounts",
    group: "Register",
    description: "Apply a manual discount to a sale on the register (automatic discounts apply without it).",
  },
  {
    name: "CAN_OVERRIDE_PRICES",
    label: "Price overrides",
    group: "Register",
    description: "Change a product's price in a sale on the register, or approve another employee's change.",
  },
  {
    name: "CAN_OVERRIDE_PURCHASE_LIMIT",
    label: "Purchase limit override",
    group: "Register",
    description:
      "Approve a sale over the 30 g dried cannabis equivalent limit with a passcode (it is logged).",
  },
] as const satisfies readonly PermissionInfo[];

export interface PermissionInfo {
  name: string;
  label: string;
  group:
    | "Dashboard"
    | "Settings"
    | "Products"
    | "Customers"
    | "Sales"
    | "Employees"
    | "Inventory"
    | "Reports"
    | "Integrations"
    | "Files"
    | "Register";
  description: string;
}

export type Permission = (typeof permissionCatalogue)[number]["name"];

export const permissionNames: readonly Permission[] = permissionCatalogue.map((entry) => entry.name);

const known: ReadonlySet<string> = new Set(permissionNames);

export const isPermission = (name: string): name is Permission => known.has(name);

/** A permission's name in words, as the security role editor shows it ("CAN_MANAGE_PRODUCTS" is "Products"). */
export const permissionLabel = (permission: string): string =>
  permissionCatalogue.find((entry) => entry.name === permission)?.label ?? permission;

/** dashboard.md 2 "Access-denied page", naming the permission in words. */
export const missingPermissionMessage = (permission: string): string =>
  `Your account does not have the "${permissionLabel(permission)}" permission. Please ask your administrator for access.`;
