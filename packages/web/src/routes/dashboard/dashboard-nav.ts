import {
  Boxes,
  ChartColumn,
  IdCard,
  LifeBuoy,
  Package,
  Plug,
  Receipt,
  Settings,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { CompanyPermissions } from "@pos/core/auth/me.schema";
import type { Permission } from "@pos/core/auth/permissions";
import type { CompanyFlag } from "@pos/core/company/feature-flags.schema";
import type { VariantFeature } from "@/lib/app-variant";
import { accessOf } from "./screen-access";

/**
 * `feature`: shown only when that company flag is on; `variantFeature`: hidden by the POS-only variant;
 * `owns`: screens opened from the link whose paths are not below it.
 */
export type NavLinkItem = {
  label: string;
  path: string;
  owns?: string[];
  feature?: CompanyFlag;
  variantFeature?: VariantFeature;
};
/** An area of the sidebar; what each link needs comes from the screens' map (screen-access.ts). */
export type NavArea = {
  label: string;
  icon: LucideIcon;
  links: NavLinkItem[];
};

/** Sidebar areas; each opens its first link. Paths are relative to /company/:companyId/dashboard. */
export const dashboardNav: NavArea[] = [
  {
    label: "Settings",
    icon: Settings,
    links: [
      { label: "General", path: "settings/general" },
      { label: "Locations", path: "settings/locations" },
      { label: "POS", path: "settings/pos" },
      { label: "Receipts", path: "settings/receipts" },
      { label: "Taxes", path: "settings/taxes" },
      { label: "Tax configurations", path: "settings/taxConfigurations", feature: "taxConfig" },
      { label: "Inventory", path: "settings/inventory" },
      { label: "Gift cards", path: "settings/giftcards" },
    ],
  },
  {
    label: "Products",
    icon: Package,
    links: [
      { label: "Product list", path: "productListing" },
      { label: "Categories", path: "categories" },
      { label: "Suppliers", path: "suppliers" },
      { label: "Discounts", path: "discounts" },
      { label: "Pricing groups", path: "productListing/pricingGroups", feature: "canAccessPricingGroups" },
    ],
  },
  {
    label: "Customers",
    icon: Users,
    links: [
      { label: "Customer list", path: "customers/list" },
      { label: "Loyalty", path: "customers/loyalty", feature: "canAccessLoyalty" },
    ],
  },
  {
    label: "Sales",
    icon: Receipt,
    links: [{ label: "Sales list", path: "sales/list" }],
  },
  {
    label: "Employees",
    icon: IdCard,
    links: [
      { label: "Employee list", path: "employees/employees", owns: ["employees/addEmployee"] },
      { label: "Security roles", path: "employees/securityRoles" },
    ],
  },
  {
    label: "Inventory",
    icon: Boxes,
    links: [
      { label: "Update", path: "inventory/update" },
      { label: "Snapshots", path: "inventory/update/snapshots", feature: "inventorySnapshots" },
      { label: "Transfers", path: "inventory/transfer" },
      { label: "Convert", path: "inventory/convert", feature: "canAccessInventoryConversions" },
      { label: "Overview", path: "inventory/overview" },
      { label: "Audits", path: "inventory/audit" },
      { label: "Purchase orders", path: "purchaseOrders" },
    ],
  },
  {
    label: "Reports",
    icon: ChartColumn,
    links: [
      { label: "Summary", path: "analytics/summary" },
      { label: "Restock", path: "analytics/restock" },
      { label: "Payment types", path: "analytics/paymentTypes" },
      { label: "Timesheets", path: "analytics/timesheets" },
      { label: "Taxes", path: "analytics/taxes" },
      { label: "Advanced", path: "advanced" },
      { label: "Insights", path: "insights", feature: "insightsDashboards" },
      {
        label: "Broadcasts",
        path: "broadcasts",
        feature: "platformCustomerSearchAndOutreach",
        variantFeature: "outreach",
      },
      { label: "Inventory logs", path: "inventoryLogs" },
      { label: "Shifts", path: "shifts", owns: ["print"] },
      { label: "Compliance", path: "compliance", variantFeature: "complianceReport" },
    ],
  },
  {
    label: "Integrations",
    icon: Plug,
    links: [
      { label: "WooCommerce", path: "integrations/wooCommerce/products", feature: "canAccessWordPress" },
      { label: "QuickBooks", path: "integrations/quickBooks/main/settings", feature: "canAccessQuickBooks" },
    ],
  },
  { label: "Contact", icon: LifeBuoy, links: [{ label: "Contact us", path: "contact" }] },
];

export type NavFilter = {
  isEnabled: (flag: CompanyFlag) => boolean;
  shows: (feature: VariantFeature) => boolean;
  /** Whether the user holds the permission at the company, or (`atLocation`) at least at one location. */
  can: (permission: Permission, atLocation: boolean) => boolean;
};

/** The permission check of `auth.getMe({ companyId })`'s answer; none loaded means none held. */
export function permissionCheck(granted: CompanyPermissions | null): NavFilter["can"] {
  return (permission, atLocation) =>
    Boolean(
      granted?.permissions.includes(permission) ||
      (atLocation && granted?.locationPermissions.includes(permission)),
    );
}

/** Whether the screen at this relative path opens for the user (the same check the screens make). */
export function canOpen(relativePath: string, can: NavFilter["can"]): boolean {
  const access = accessOf(relativePath);
  return !access || can(access.permission, !access.companyOnly);
}

/** The menu this user, company and app variant may see; an area left without links is dropped. */
export function visibleNav(nav: NavArea[], filter: NavFilter): NavArea[] {
  const shown = (link: NavLinkItem) =>
    canOpen(link.path, filter.can) &&
    (!link.feature || filter.isEnabled(link.feature)) &&
    (!link.variantFeature || filter.shows(link.variantFeature));
  return nav
    .map((area) => ({ ...area, links: area.links.filter(shown) }))
    .filter((area) => area.links.length > 0);
}

/** The link (and its area) that owns the current path: the longest matching link wins. */
export function activeNavItem(
  relativePath: string,
  nav: NavArea[] = dashboardNav,
): { area: NavArea; link: NavLinkItem } | undefined {
  let best: { area: NavArea; link: NavLinkItem } | undefined;
  for (const area of nav) {
    for (const link of area.links) {
      const owns = [link.path, ...(link.owns ?? [])].some(
        (path) => relativePath === path || relativePath.startsWith(`${path}/`),
      );
      if (owns && (!best || link.path.length > best.link.path.length)) best = { area, link };
    }
  }
  return best;
}
