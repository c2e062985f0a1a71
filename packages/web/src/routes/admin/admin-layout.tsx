import { LogOut } from "lucide-react";
import { Link, Outlet } from "react-router";
import { ConnectionBadge } from "@/components/layout/connection-badge";
import { Button } from "@/components/ui/button";
import { useConnectionMonitor } from "@/hooks/use-connection-monitor";
import { useFavicon } from "@/hooks/use-favicon";
import { useSignOut } from "@/hooks/use-sign-out";
import { brand } from "@/lib/brand";
import { storageKeys } from "@/lib/storage-keys";
import { AdminNav } from "./admin-nav";

export function AdminLayout({ email }: { email: string }) {
  const connection = useConnectionMonitor();
  const { signOut, signingOut } = useSignOut(storageKeys.authToken, "/loginV2");
  const { Logo } = brand;
  useFavicon("dashboard");

  return (
    <div className="flex min-h-screen flex-col bg-muted/30">
      <header className="sticky top-0 z-30 border-b bg-background">
        <div className="flex h-14 items-center gap-4 px-4 lg:px-6">
          <Link to="/admin/companies" className="flex items-center gap-2 font-semibold">
            <Logo className="size-7" />
            <span>{brand.name}</span>
            <span className="rounded bg-foreground px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-background uppercase">
              Admin
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-4">
            <ConnectionBadge status={connection} />
            <span className="hidden truncate text-sm text-muted-foreground sm:inline" title={email}>
              {email}
            </span>
            <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={signingOut}>
              <LogOut aria-hidden />
              Sign out
            </Button>
          </div>
        </div>
        <AdminNav />
      </header>
      <main className="flex-1 px-4 py-6 lg:px-6">
        <Outlet />
      </main>
    </div>
  );
}
