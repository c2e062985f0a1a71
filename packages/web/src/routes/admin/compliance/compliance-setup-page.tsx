import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OcsCredentialsForm } from "@/features/ocs-compliance/ocs-credentials-form";
import { OcsStoreForm } from "@/features/ocs-compliance/ocs-store-form";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

function CompanySetup({ companyId }: { companyId: number }) {
  const setup = trpc.ocs.setup.useQuery({ companyId }, { retry: false });
  if (setup.error)
    return (
      <LoadError
        message={adminErrorMessage(setup.error, "An error occurred while loading the company")}
        onRetry={() => void setup.refetch()}
      />
    );
  if (!setup.data) return <PageSpinner label="Loading compliance set-up" />;
  const { data } = setup;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{data.companyName}</h2>
        <Badge variant="outline">
          {data.province} · ID {data.companyId}
        </Badge>
        <Badge variant={data.flagOn ? "default" : "secondary"}>
          OCS compliance flag {data.flagOn ? "on" : "off"}
        </Badge>
        <Button variant="link" size="sm" asChild>
          <Link to={`/admin/v2/companies/${data.companyId}`}>Company detail and flags</Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>OCS client credentials</CardTitle>
          <CardDescription>
            Used by the submission job to sign in to the OCS POS data platform.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <OcsCredentialsForm companyId={companyId} updatedAt={data.credentialsUpdatedAt} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Stores</CardTitle>
          <CardDescription>
            A store reports when the flag is on, it is in Ontario, and it has its CRSA store id
            (settings/locations) and the hash key the OCS issued for it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.stores.length === 0 ? (
            <p className="text-sm text-muted-foreground">This company has no locations.</p>
          ) : (
            <div className="divide-y">
              {data.stores.map((store) => (
                <OcsStoreForm
                  key={store.locationId}
                  companyId={companyId}
                  store={store}
                  flagOn={data.flagOn}
                />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /admin/v2/compliance/{companyId}: a company's OCS set-up (admin.md 2 "Compliance Setup"). */
export function ComplianceSetupPage() {
  const splat = useParams()["*"] ?? "";
  const companyId = /^\d+$/.test(splat) ? Number(splat) : null;
  const navigate = useNavigate();
  const [text, setText] = useState(companyId ? String(companyId) : "");
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title="Compliance setup"
        description="OCS (Ontario) reporting: client credentials and store hash keys."
      />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^\d+$/.test(text.trim())) void navigate(`/admin/v2/compliance/${text.trim()}`);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="compliance-company">Company ID</Label>
          <Input
            id="compliance-company"
            inputMode="numeric"
            className="w-48"
            value={text}
            maxLength={12}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!/^\d+$/.test(text.trim())}>
          Open
        </Button>
      </form>
      {companyId ? (
        <CompanySetup key={companyId} companyId={companyId} />
      ) : (
        <EmptyState icon={ShieldCheck} title="Choose a company">
          Enter a company's ID to set up its OCS reporting.
        </EmptyState>
      )}
    </div>
  );
}
