import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "react-router";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { CopyButton } from "@/components/shared/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BannerDrawer } from "@/features/admin-companies/banner-drawer";
import { LocationsCard } from "@/features/admin-companies/locations-card";
import { CompanyFeaturesCard } from "@/features/company-flags/company-features-card";
import { CompanyFlagsCard } from "@/features/company-flags/company-flags-card";
import { AdminDevicesCard } from "@/features/devices/admin-devices-card";
import { MerchantTerminalsCard } from "@/features/merchant-terminals/merchant-terminals-card";
import { CompanySourcesCard } from "@/features/external-sources/company-sources-card";
import { CompanyMigrationCard } from "@/features/company-migration/company-migration-card";
import { AuditRollbackCard } from "@/features/audit-rollback/audit-rollback-card";
import { AdminInventoryCard } from "@/features/inventory-settings/admin-inventory-card";
import { CompanyProgressPanel } from "@/features/company-progress/company-progress-panel";
import { HeadsetCard } from "@/features/headset/headset-card";
import { OcsAttemptsCard } from "@/features/ocs-compliance/ocs-attempts-card";
import { MigrateToOrganizationCard } from "@/features/organizations/migrate-to-organization-card";
import { SmsOutreachCard } from "@/features/sms-outreach/sms-outreach-card";
import { adminErrorMessage } from "@/lib/admin-errors";
import { httpStatusOf } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { CompanyAuditCard } from "./company-audit-card";
import { CompanyUsersCard } from "./company-users-card";
import { SupportLoginButton } from "./support-login-button";

const companyTools = [
  { label: "Webhook subscriptions", path: "subscriptions", legacyOnly: true },
  { label: "Product import", path: "productImport", legacyOnly: false },
  { label: "Product bulk update", path: "productBulkUpdate", legacyOnly: false },
  { label: "Customer import", path: "customerImport", legacyOnly: false },
];

/** admin.md 2 "Company detail": the header with its buttons, then the cards of the company. */
export function CompanyPage() {
  const companyId = Number(useParams().companyId);
  const isV2 = useLocation().pathname.startsWith("/admin/v2/");
  const listPath = isV2 ? "/admin/v2/companies" : "/admin/companies";
  const company = trpc.adminCompanies.get.useQuery({ companyId }, { retry: false });
  const locations = trpc.company.locations.useQuery({ companyId });
  const notFound = company.error && httpStatusOf(company.error) === 404;

  useEffect(() => {
    if (company.error && !notFound)
      toast.error(adminErrorMessage(company.error, adminToasts.companyLoadFailed));
  }, [company.error, notFound]);

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to={listPath}>
        <ArrowLeft aria-hidden />
        Back
      </Link>
    </Button>
  );

  if (notFound) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4">
        {back}
        <EmptyState icon={SearchX} title="Company not found">
          No company has the id {String(companyId)}.
        </EmptyState>
      </div>
    );
  }
  if (company.error) {
    return (
      <LoadError
        message={adminErrorMessage(company.error, adminToasts.companyLoadFailed)}
        onRetry={() => void company.refetch()}
      />
    );
  }
  if (!company.data) return <PageSpinner label="Loading company" />;

  const { data } = company;
  const activeLocations = locations.data?.items ?? [];
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <header className="grid gap-3">
        {back}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight">{data.name}</h1>
              {data.organizationId && <Badge variant="outline">Org {data.organizationId}</Badge>}
              <Badge variant={data.isPaid ? "default" : "secondary"}>{data.isPaid ? "Paid" : "Free"}</Badge>
            </div>
            <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              {data.province} · ID {data.id}
              <CopyButton text={String(data.id)} label="company id" className="size-6" /> · Created{" "}
              {formatDate(data.createDate, data.timezone)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <BannerDrawer companyId={data.id} companyName={data.name} bannerMessage={data.bannerMessage} />
            <SupportLoginButton companyId={data.id} />
          </div>
        </div>
        <nav aria-label="Company tools" className="flex flex-wrap gap-2">
          {companyTools
            .filter((tool) => !isV2 || !tool.legacyOnly)
            .map((tool) => (
              <Button key={tool.path} variant="outline" size="sm" asChild>
                <Link to={tool.path}>{tool.label}</Link>
              </Button>
            ))}
        </nav>
      </header>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <CompanyFeaturesCard companyId={data.id} company={data} />
        <LocationsCard companyId={data.id} />
        <div className="xl:col-span-2">
          <AdminDevicesCard companyId={data.id} locations={activeLocations} />
        </div>
        <div className="xl:col-span-2">
          <MerchantTerminalsCard companyId={data.id} locations={activeLocations} />
        </div>
        <div className="xl:col-span-2">
          <CompanyFlagsCard companyId={data.id} />
        </div>
        <MigrateToOrganizationCard companyId={data.id} organizationId={data.organizationId ?? null} />
        <SmsOutreachCard companyId={data.id} timeZone={data.timezone} />
        <AdminInventoryCard companyId={data.id} />
        <AuditRollbackCard companyId={data.id} timeZone={data.timezone} locations={activeLocations} />
        <div className="xl:col-span-2">
          <CompanyUsersCard companyId={data.id} timeZone={data.timezone} />
        </div>
        <CompanyProgressPanel companyId={data.id} />
        <CompanyMigrationCard companyId={data.id} />
        <div className="xl:col-span-2">
          <CompanySourcesCard companyId={data.id} />
        </div>
        <div className="xl:col-span-2">
          <OcsAttemptsCard companyId={data.id} />
        </div>
        <div className="xl:col-span-2">
          <HeadsetCard companyId={data.id} timeZone={data.timezone} />
        </div>
        <div className="xl:col-span-2">
          <CompanyAuditCard companyId={data.id} timeZone={data.timezone} />
        </div>
      </div>
    </div>
  );
}
