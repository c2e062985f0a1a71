import { routedIn, type AppVariant } from "@/lib/app-variant";

export type AdminMenuLink = { label: string; to: string };
export type AdminMenuItem = AdminMenuLink | { label: string; children: AdminMenuLink[] };

/** The admin top menu of the spec, in its order. */
export const adminMenu: AdminMenuItem[] = [
  { label: "Companies", to: "/admin/companies" },
  { label: "Integrations", to: "/admin/v2/integrations" },
  { label: "Organizations", to: "/admin/organizations" },
  { label: "Global Stats", to: "/admin/global" },
  { label: "Development", to: "/admin/v2/development" },
  {
    label: "Province Products",
    children: [
      { label: "Search", to: "/admin/provinceProducts/search" },
      { label: "Export", to: "/admin/provinceProducts/export" },
      { label: "Import", to: "/admin/provinceProducts/import" },
    ],
  },
  {
    label: "Global Catalog",
    children: [
      { label: "Import", to: "/admin/globalCatalog/import" },
      { label: "Export", to: "/admin/globalCatalog/export" },
    ],
  },
  { label: "Register", to: "/registerV2" },
  { label: "Style Guidelines", to: "/admin/v2/styleGuidelines" },
  { label: "Payments", to: "/admin/v2/payments" },
  { label: "Compliance Setup", to: "/admin/v2/compliance" },
  { label: "Storybook", to: "/admin/v2/storybook" },
];

/** The menu of this build: a link to a screen the variant hides is left out. */
export function adminMenuFor(variant: AppVariant): AdminMenuItem[] {
  return adminMenu.map((item) =>
    "children" in item
      ? { ...item, children: item.children.filter((link) => routedIn(variant, link.to)) }
      : item,
  );
}

/** A menu entry is current when the path is its target or below it. */
export function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
