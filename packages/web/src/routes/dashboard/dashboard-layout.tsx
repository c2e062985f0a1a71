import { Menu } from "lucide-react";
import { useState } from "react";
import { Outlet, useLocation, useResolvedPath } from "react-router";
import { AccessDenied } from "@/components/layout/access-denied";
import { FeatureNotEnabled } from "@/components/layout/feature-not-enabled";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ConnectionBadge } from "@/components/layout/connection-badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useConnectionMonitor } from "@/hooks/use-connection-monitor";
import { useFavicon } from "@/hooks/use-favicon";
import { BannerMessage } from "@/features/admin-companies/banner-message";
import { SupportSessionBanner } from "@/features/support-session/support-session-banner";
import { useSupportSignOut } from "@/features/support-session/use-support-sign-out";
import { useCompanyFlags } from "@/hooks/use-feature";
import { useSignOut } from "@/hooks/use-sign-out";
import { storageKeys } from "@/lib/storage-keys";
import { usesSupportToken } from "@/lib/support-session";
import { useCompany } from "./company-context";
import { canOpen, permissionCheck } from "./dashboard-nav";
import { DashboardSidebar } from "./dashboard-sidebar";
import { accessOf } from "./screen-access";
import { featureOf } from "./screen-features";

/**
 * The screen in view; the access-denied page when the user lacks what its menu link needs (same map), the
 * not-enabled page when the company flag it needs is off.
 */
function Screen() {
  const { me } = useCompany();
  const flags = useCompanyFlags();
  const base = useResolvedPath("").pathname;
  const relative = useLocation().pathname.slice(base.length).replace(/^\//, "");
  if (!canOpen(relative, permissionCheck(me.permissions)))
    return <AccessDenied permission={accessOf(relative)?.permission} />;
  const feature = featureOf(relative);
  if (feature && flags.loading) return <PageSpinner label="Loading" />;
  if (feature && !flags.isEnabled(feature.flag)) return <FeatureNotEnabled feature={feature.name} />;
  return <Outlet />;
}

export function DashboardLayout() {
  const { company, me } = useCompany();
  const connection = useConnectionMonitor();
  const ownSignOut = useSignOut(storageKeys.authToken, "/loginV2");
  const supportSignOut = useSupportSignOut(company.id);
  const { signOut, signingOut } = usesSupportToken() ? supportSignOut : ownSignOut;
  const [menuOpen, setMenuOpen] = useState(false);
  useFavicon("dashboard");

  const sidebarProps = {
    companyName: company.name,
    email: me.email,
    connection,
    onSignOut: () => void signOut(),
    signingOut,
  };

  return (
    <div className="flex min-h-screen bg-muted/30">
      <aside className="no-print sticky top-0 hidden h-screen w-64 shrink-0 border-r lg:block">
        <DashboardSidebar {...sidebarProps} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="no-print sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4 lg:hidden">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 gap-0 p-0">
              <SheetTitle className="sr-only">Dashboard menu</SheetTitle>
              <SheetDescription className="sr-only">Navigate between dashboard areas</SheetDescription>
              <DashboardSidebar {...sidebarProps} onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Sheet>
          <span className="truncate font-semibold">{company.name}</span>
          <ConnectionBadge status={connection} className="ml-auto" />
        </header>
        <SupportSessionBanner />
        <BannerMessage companyId={company.id} message={company.bannerMessage} />
        <main className="flex-1 px-4 py-6 lg:px-8 lg:py-8">
          <Screen />
        </main>
      </div>
    </div>
  );
}
