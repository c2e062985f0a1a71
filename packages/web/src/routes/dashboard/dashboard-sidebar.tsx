import { House, LogOut } from "lucide-react";
import { NavLink, useLocation, useResolvedPath } from "react-router";
import { ConnectionBadge } from "@/components/layout/connection-badge";
import { Button } from "@/components/ui/button";
import { useAppVariant } from "@/hooks/use-app-variant";
import { useCompanyFlags } from "@/hooks/use-feature";
import { brand } from "@/lib/brand";
import type { ConnectionStatus } from "@/lib/connection-monitor";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useCompany } from "./company-context";
import { activeNavItem, dashboardNav, permissionCheck, visibleNav } from "./dashboard-nav";

type SidebarProps = {
  companyName: string;
  email: string;
  connection: ConnectionStatus;
  onSignOut: () => void;
  signingOut: boolean;
  onNavigate?: () => void;
};

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50",
    isActive && "bg-sidebar-accent text-sidebar-accent-foreground",
  );

const subItemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-1.5 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50",
    isActive && "font-medium text-primary",
  );

export function DashboardSidebar({
  companyName,
  email,
  connection,
  onSignOut,
  signingOut,
  onNavigate,
}: SidebarProps) {
  const base = useResolvedPath("").pathname;
  const { pathname } = useLocation();
  const { isEnabled } = useCompanyFlags();
  const { shows } = useAppVariant();
  const { me, company } = useCompany();
  // settings/general: the company's own logo, when it has one, in place of the brand's.
  const logo = trpc.company.presignDownload.useQuery(
    { companyId: company.id, key: company.logoKey ?? "" },
    { enabled: Boolean(company.logoKey), staleTime: 30 * 60_000 },
  );
  const nav = visibleNav(dashboardNav, { isEnabled, shows, can: permissionCheck(me.permissions) });
  const current = activeNavItem(pathname.slice(base.length).replace(/^\//, ""), nav);
  const { Logo } = brand;

  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className={cn("flex items-center gap-3 border-b px-4 py-4", onNavigate && "pr-12")}>
        {company.logoKey && logo.data ? (
          <img
            src={logo.data.url}
            alt={`${companyName} logo`}
            className="size-8 shrink-0 rounded object-contain"
          />
        ) : (
          <Logo className="size-8 shrink-0" />
        )}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{companyName}</p>
          <p className="text-xs text-muted-foreground">{brand.name}</p>
        </div>
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-0.5">
          <li>
            <NavLink to="" end className={itemClass} onClick={onNavigate}>
              <House className="size-4" aria-hidden />
              Home
            </NavLink>
          </li>
          {nav.map((area) => {
            const open = current?.area === area;
            const first = area.links[0]?.path ?? "";
            return (
              <li key={area.label}>
                <NavLink to={first} className={() => itemClass({ isActive: open })} onClick={onNavigate}>
                  <area.icon className="size-4" aria-hidden />
                  {area.label}
                </NavLink>
                {open && area.links.length > 1 && (
                  <ul className="my-1 ml-5 grid gap-0.5 border-l pl-2">
                    {area.links.map((link) => (
                      <li key={link.path}>
                        <NavLink
                          to={link.path}
                          className={() => subItemClass({ isActive: current?.link === link })}
                          onClick={onNavigate}
                        >
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t px-4 py-4">
        <ConnectionBadge status={connection} />
        <div className="flex items-center justify-between gap-2">
          <p className="min-w-0 truncate text-sm" title={email}>
            {email}
          </p>
          <Button variant="ghost" size="sm" className="shrink-0" onClick={onSignOut} disabled={signingOut}>
            <LogOut aria-hidden />
            Sign out
          </Button>
        </div>
      </div>
    </div>
  );
}
