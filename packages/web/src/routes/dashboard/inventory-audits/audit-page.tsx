import { Printer } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { auditStatusLabels, type SheetRow } from "@pos/core/inventory/inventory-audit.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { errorMessage } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { auditPaths } from "./audit-paths";
import { AuditPrint } from "./audit-print";
import { AuditProgress } from "./audit-progress";
import { AuditReviewCard, modeText } from "./audit-review";
import { CountPanel } from "./count-panel";
import { SheetTable } from "./sheet-table";
import { VarianceTable } from "./variance-table";

type Filter = "all" | "counted" | "uncounted";

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
            {audit.mode && <p className="text-sm text-muted-foreground">{modeText[audit.mode]}</p>}
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

type CountingProps = {
  sheetRows: SheetRow[];
  lots: Parameters<typeof CountPanel>[0]["lots"];
  auditRef: { companyId: number; locationId: string; auditId: string };
  number: number;
};

function Counting({ sheetRows, lots, auditRef, number }: CountingProps) {
  const [filter, setFilter] = useState<Filter>("all");
  const [search, setSearch] = useState("");
  const [reviewing, setReviewing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const utils = trpc.useUtils();
  const count = trpc.inventoryAudits.count.useMutation({
    onSuccess: async (row) => {
      toast.success(`${row.name}: ${row.counted} counted`);
      await utils.inventoryAudits.sheet.invalidate(auditRef);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const cancel = trpc.inventoryAudits.cancel.useMutation({
    onSuccess: async () => {
      toast.success(`Audit #${number} cancelled`);
      setCancelling(false);
      await utils.inventoryAudits.invalidate();
    },
  });
  const setCount = useCallback(
    (row: SheetRow, quantity: number) =>
      count.mutate({ ...auditRef, productId: row.productId, batchId: row.batchId, mode: "set", quantity }),
    [count, auditRef],
  );
  const counted = sheetRows.filter((row) => row.counted !== null).length;
  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return sheetRows.filter(
      (row) =>
        (filter === "all" || (filter === "counted") === (row.counted !== null)) &&
        (!text ||
          [row.name, row.sku, row.barcode, row.lotNumber].some((value) =>
            value?.toLowerCase().includes(text),
          )),
    );
  }, [sheetRows, filter, search]);

  if (reviewing)
    return (
      <AuditReviewCard
        audit={{ id: auditRef.auditId, locationId: auditRef.locationId, number }}
        onBack={() => setReviewing(false)}
      />
    );
  return (
    <>
      <Card>
        <CardContent className="grid gap-4">
          <CountPanel
            rows={sheetRows}
            lots={lots}
            pending={count.isPending}
            onSearch={setSearch}
            onAdd={(target, quantity) =>
              count.mutate({
                ...auditRef,
                productId: target.productId,
                batchId: target.batchId,
                mode: "add",
                quantity,
              })
            }
          />
          <AuditProgress counted={counted} total={sheetRows.length} />
        </CardContent>
      </Card>
      <Card className="pb-0">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Products in this audit</CardTitle>
          <ToggleGroup
            type="single"
            variant="outline"
            value={filter}
            onValueChange={(value) => value && setFilter(value as Filter)}
            aria-label="Show"
          >
            <ToggleGroupItem value="all" className="px-3">
              All
            </ToggleGroupItem>
            <ToggleGroupItem value="counted" className="px-3">
              Counted
            </ToggleGroupItem>
            <ToggleGroupItem value="uncounted" className="px-3">
              Not counted
            </ToggleGroupItem>
          </ToggleGroup>
        </CardHeader>
        <CardContent className="px-0">
          <SheetTable rows={rows} disabled={count.isPending} onSet={setCount} />
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setCancelling(true)}>
          Cancel audit
        </Button>
        <Button onClick={() => setReviewing(true)} disabled={counted === 0}>
          Review &amp; complete
        </Button>
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) cancel.reset();
        }}
        title={`Cancel audit #${number}?`}
        description="Nothing is adjusted; the counts are kept for reference but can no longer be changed."
        confirmLabel="Cancel audit"
        pending={cancel.isPending}
        error={
          cancel.error ? { title: "The audit was not cancelled", message: errorMessage(cancel.error) } : null
        }
        onConfirm={() => cancel.mutate(auditRef)}
      />
    </>
  );
}
