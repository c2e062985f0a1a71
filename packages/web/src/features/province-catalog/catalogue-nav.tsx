import { ChevronLeft } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

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
  const base = useLocation().pathname.startsWith("/admin/v2") ? "/admin/v2" : "/admin";
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
      {pages[area].map(([path, label]) => (
        <Button key={path} asChild variant="outline">
          <NavLink
            to={`${base}/${area}/${path}`}
            className={({ isActive }) => cn(isActive && "border-primary bg-primary/10 text-primary")}
          >
            {label}
          </NavLink>
        </Button>
      ))}
    </nav>
  );
}
