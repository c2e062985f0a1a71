import { NavLink } from "react-router";
import { cn } from "@/lib/utils";

/** The screens of one integration as tabs (each its own route). */
export function IntegrationTabs({ base, tabs }: { base: string; tabs: { path: string; label: string }[] }) {
  return (
    <nav aria-label="Integration screens" className="flex gap-1 border-b">
      {tabs.map((tab) => (
        <NavLink
          key={tab.path}
          to={`${base}/${tab.path}`}
          className={({ isActive }) =>
            cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground",
              isActive ? "border-primary text-foreground" : "border-transparent",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

export const wooTabs = [
  { path: "products", label: "Products" },
  { path: "categories", label: "Categories" },
  { path: "settings", label: "Settings" },
];

export const qbTabs = [
  { path: "main/settings", label: "Settings" },
  { path: "main/sync", label: "Sync" },
];

export const wooBase = (companyId: number) => `/company/${companyId}/dashboard/integrations/wooCommerce`;
export const qbBase = (companyId: number) => `/company/${companyId}/dashboard/integrations/quickBooks`;
