import { Building2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { companySearchMessages } from "@pos/core/admin/company-search.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { CompaniesTable } from "@/features/admin-companies/companies-table";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

const sidebarLinks = [
  { label: "Companies v2", to: "/admin/v2" },
  { label: "External sources", to: "/admin/externalSources" },
  { label: "Province products", to: "/admin/provinceProducts" },
  { label: "Global catalog", to: "/admin/globalCatalog" },
  { label: "Organizations", to: "/admin/organizations" },
];

/** admin.md 2 "Company list (legacy)": every company, filtered by the sidebar's Paid and Free switches. */
export function CompaniesPage() {
  const companies = trpc.adminCompanies.all.useQuery();
  const [showPaid, setShowPaid] = useState(true);
  const [showFree, setShowFree] = useState(true);

  if (companies.error) {
    return (
      <LoadError
        message={adminErrorMessage(companies.error, companySearchMessages.listFailed)}
        onRetry={() => void companies.refetch()}
      />
    );
  }
  const rows = companies.data?.filter((company) => (company.isPaid ? showPaid : showFree));

  const toggle = (id: string, label: string, checked: boolean, onChange: (next: boolean) => void) => (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
      <aside aria-label="Company filters" className="grid content-start gap-4">
        <Card className="gap-4 py-4">
          <CardContent className="grid gap-3 px-4">
            <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Show</h2>
            {toggle("show-paid", "Paid", showPaid, setShowPaid)}
            {toggle("show-free", "Free", showFree, setShowFree)}
          </CardContent>
        </Card>
        <nav aria-label="Shortcuts" className="grid gap-1 rounded-xl border bg-background p-2">
          {sidebarLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </aside>
      <div className="grid content-start gap-6">
        <header className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Companies</h1>
          <p className="text-sm text-muted-foreground">
            {rows
              ? `${rows.length} of ${companies.data?.length ?? 0} companies`
              : "Every store on the platform."}{" "}
            Open one to manage it.
          </p>
        </header>
        <Card className="py-0">
          <CardContent className="px-0">
            {rows && rows.length === 0 ? (
              <div className="p-6">
                <EmptyState icon={Building2} title="No companies to show">
                  {companies.data?.length
                    ? "Turn Paid or Free back on to see them."
                    : "Companies appear here once a store is registered."}
                </EmptyState>
              </div>
            ) : (
              <CompaniesTable rows={rows} basePath="/admin/companies" />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
