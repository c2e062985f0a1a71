import { Printer } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { auditStatusLabels } from "@pos/core/inventory/inventory-audit.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { Counting, FinishCompletion } from "./audit-counting";
import { auditPaths } from "./audit-paths";
import { AuditPrint } from "./audit-print";
import { modeText } from "./audit-review";
import { VarianceTable } from "./variance-table";

/** One audit: its count sheet while counting, the review before completing, its variances once completed. */
export function InventoryAuditPage() {
  const { company, locations } = useCompany();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const locationId = params.get("locationId") ?? locations[0]?.id ?? "";
  const ref = { companyId: company.id, locationId, auditId: id };
  const paths = auditPaths(company.id);
  const sheet = trpc.inventoryAudits.sheet.useQuery(ref);
  const closed = sheet.data && sheet.data.audit.status !== "inProgress";
  const review = trpc.inventoryAudits.review.useQuery(ref, { enabled: Boolean(closed) });
  const location = locations.find((entry) => entry.id === locationId);

  if (sheet.error)
    return (
      <PageError error={sheet.error} permission="CAN_MANAGE_INVENTORY" onRetry={() => void sheet.refetch()} />
    );
  if (!sheet.data) return <PageSpinner label="Loading audit" />;
  const { audit } = sheet.data;
  if (params.get("print")) {
    if (closed && !review.data) return <PageSpinner label="Loading variance report" />;
    return (
      <AuditPrint
        sheet={sheet.data}
        review={review.data}
        locationName={location?.name ?? ""}
        timeZone={company.timezone}
        back={paths.audit(audit.id, audit.locationId)}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={`${audit.title} (#${audit.number})`}
        back={{ to: paths.list(audit.locationId), label: "Inventory audits" }}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={audit.status === "completed" ? "default" : "secondary"}>
              {auditStatusLabels[audit.status]}
            </Badge>
            {location?.name} · started {formatDateTime(audit.createDate, company.timezone)} by{" "}
            {audit.createdBy.name}
            {audit.completeDate && ` · completed ${formatDateTime(audit.completeDate, company.timezone)}`}
          </span>
        }
        actions={
          <Button variant="outline" asChild>
            <a href={paths.audit(audit.id, audit.locationId, true)}>
              <Printer aria-hidden />
              {audit.status === "completed" ? "Print report" : "Print count sheet"}
            </a>
          </Button>
        }
      />
      {audit.notes && <p className="text-sm text-muted-foreground">Notes: {audit.notes}</p>}
      {closed ? (
        <Card className="pb-0">
          <CardHeader>
            <CardTitle>Variances</CardTitle>
            {audit.status === "cancelled" ? (
              <p className="text-sm text-muted-foreground">
                Cancelled: nothing was adjusted. The counts are kept for reference.
              </p>
            ) : (
              audit.mode && <p className="text-sm text-muted-foreground">{modeText[audit.mode]}</p>
            )}
            {audit.status === "completing" && <FinishCompletion auditRef={ref} />}
          </CardHeader>
          <CardContent className="px-0">
            <VarianceTable review={review.data} />
          </CardContent>
        </Card>
      ) : (
        <Counting sheetRows={sheet.data.rows} lots={sheet.data.lots} auditRef={ref} number={audit.number} />
      )}
    </div>
  );
}
