import { MapPin, Store } from "lucide-react";
import { useMemo } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DevicesTable } from "@/features/devices/devices-table";
import { OfflineSyncCard } from "@/features/offline-sync/offline-sync-card";
import { HomeSales } from "@/features/sales-summary/home-sales";
import { cn } from "@/lib/utils";
import { useCompany } from "./company-context";
import { permissionCheck } from "./dashboard-nav";

export function DashboardHome() {
  const { company, locations, me } = useCompany();
  const locationNames = useMemo(
    () => new Map(locations.map((location) => [location.id, location.name])),
    [locations],
  );
  // company.devices without a location needs the grant at the company.
  const seesRegisters = permissionCheck(me.permissions)("CAN_MANAGE_DEVICES", false);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">Welcome back{me.name ? `, ${me.name}` : ""}</p>
          <h1 className="text-2xl font-semibold tracking-tight">{company.name}</h1>
          <p className="text-sm text-muted-foreground">
            {company.province}, {company.country} · {company.timezone}
          </p>
        </div>
        <div className="flex gap-2">
          <Badge variant={company.isPaid ? "default" : "secondary"}>{company.isPaid ? "Paid" : "Free"}</Badge>
          {company.isLicensed && <Badge variant="outline">Licensed</Badge>}
        </div>
      </header>

      <HomeSales companyId={company.id} />

      {seesRegisters && <OfflineSyncCard companyId={company.id} timeZone={company.timezone} />}

      <div className={cn("grid gap-6", seesRegisters && "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]")}>
        <Card>
          <CardHeader>
            <CardTitle>Locations</CardTitle>
            <CardDescription>
              {locations.length === 1 ? "1 location" : `${locations.length} locations`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {locations.length === 0 ? (
              <EmptyState icon={Store} title="No locations yet">
                Add a location in Settings to start selling.
              </EmptyState>
            ) : (
              <ul className="divide-y">
                {locations.map((location) => (
                  <li key={location.id} className="flex items-center gap-3 py-2.5 text-sm">
                    <MapPin className="size-4 text-muted-foreground" aria-hidden />
                    <span className="font-medium">{location.name}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        {seesRegisters && (
          <Card>
            <CardHeader>
              <CardTitle>Registers</CardTitle>
              <CardDescription>POS devices and whether they are connected right now.</CardDescription>
            </CardHeader>
            <CardContent>
              <DevicesTable
                companyId={company.id}
                locationNames={locationNames}
                timeZone={company.timezone}
              />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
