import { ChevronLeft } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { Button } from "@/components/ui/button";

type CatalogueNavProps = { area: "provinceProducts" | "globalCatalog" };

const pages = {
  provinceProducts: [
    ["search", "Search"],
    ["export", "Export"],
    ["import", "Import"],
  ],
  globalCatalog: [
    ["import", "Import"],
    ["export", "Export"],
  ],
} as const;

/** The header the pages of one catalogue share: a button per page (and, for the global catalogue, back). */
export function CatalogueNav({ area }: CatalogueNavProps) {
  const { pathname } = useLocation();
  const base = pathname.startsWith("/admin/v2") ? "/admin/v2" : "/admin";
  return (
    <nav
      aria-label={area === "provinceProducts" ? "Province products" : "Global catalog"}
      className="flex flex-wrap gap-2"
    >
      {area === "globalCatalog" && (
        <Button asChild variant="ghost">
          <NavLink to={`${base}/companies`}>
            <ChevronLeft aria-hidden />
            Back
          </NavLink>
        </Button>
      )}
      {pages[area].map(([path, label]) => {
        const to = `${base}/${area}/${path}`;
        return (
          <Button key={path} asChild variant={pathname === to ? "default" : "outline"}>
            <NavLink to={to}>{label}</NavLink>
          </Button>
        );
      })}
    </nav>
  );
}
