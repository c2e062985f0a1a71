import { ArrowLeft, ExternalLink, MapPin, SearchX } from "lucide-react";
import { useMemo } from "react";
import { Link, useLocation, useParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CompanyFlagsCard } from "@/features/company-flags/company-flags-card";
import { DevicesTable } from "@/features/devices/devices-table";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { CompanyUsersCard } from "./company-users-card";

const companyTools = [
  { label: "Webhook subscriptions", path: "subscriptions", legacyOnly: true },
  { label: "Product import", path: "productImport", legacyOnly: false },
  { label: "Product bulk update", path: "productBulkUpdate", legacyOnly: false },
  { label: "Customer import", path: "customerImport", legacyOnly: false },
];

export function CompanyPage() {
  const companyId = Number(useParams().companyId);
  const isV2 = useLocation().pathname.startsWith("/admin/v2/");
  const company = trpc.company.getById.useQuery({ companyId });
  const locations = trpc.company.locations.useQuery({ companyId });
  const locationNames = useMemo(
    () => new Map((locations.data?.items ?? []).map((location) => [location.id, location.name])),
    [locations.data],
  );

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to=".." relative="path">
        <ArrowLeft aria-hidden />
        Companies
      </Link>
    </Button>
  );

  const failed = company.error ?? locations.error;
  if (failed && httpStatusOf(failed) === 404) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4">
        {back}
        <EmptyState icon={SearchX} title="Company not found">
          No company has the id {String(companyId)}.
        </EmptyState>
      </div>
    );
  }
  if (failed) return <LoadError message={errorMessage(failed)} onRetry={() => void company.refetch()} />;
  if (!company.data) return <PageSpinner label="Loading company" />;

  const { data } = company;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-3">
        {back}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight">{data.name}</h1>
              <Badge variant={data.isPaid ? "default" : "secondary"}>{data.isPaid ? "Paid" : "Free"}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {data.province} · ID {data.id} · Created {formatDate(data.createDate, data.timezone)}
            </p>
          </div>
          <Button asChild>
            <a href={`/company/${data.id}/dashboard`} target="_blank" rel="noreferrer">
              Login
              <ExternalLink aria-hidden />
            </a>
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {companyTools
            .filter((tool) => !isV2 || !tool.legacyOnly)
            .map((tool) => (
              <Button key={tool.path} variant="outline" size="sm" asChild>
                <Link to={tool.path}>{tool.label}</Link>
              </Button>
            ))}
        </div>
      </header>

      <CompanyFlagsCard companyId={data.id} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Locations</CardTitle>
            <CardDescription>{data.timezone}</CardDescription>
          </CardHeader>
          <CardContent>
            {!locations.data && <p className="text-sm text-muted-foreground">Loading locations…</p>}
            {locations.data?.items.length === 0 && (
              <p className="text-sm text-muted-foreground">No locations.</p>
            )}
            <ul className="divide-y">
              {locations.data?.items.map((location) => (
                <li key={location.id} className="flex items-center gap-3 py-2.5 text-sm">
                  <MapPin className="size-4 text-muted-foreground" aria-hidden />
                  <span className="font-medium">{location.name}</span>
                  <span className="ml-auto font-mono text-xs text-muted-foreground">{location.id}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Devices</CardTitle>
            <CardDescription>POS registers and whether they are connected right now.</CardDescription>
          </CardHeader>
          <CardContent>
            <DevicesTable companyId={data.id} locationNames={locationNames} timeZone={data.timezone} />
          </CardContent>
        </Card>
      </div>

      <CompanyUsersCard companyId={data.id} timeZone={data.timezone} />
    </div>
  );
}
