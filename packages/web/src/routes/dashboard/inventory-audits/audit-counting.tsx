import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import type { SheetLot, SheetRow } from "@pos/core/inventory/inventory-audit.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { AuditProgress } from "./audit-progress";
import { AuditReviewCard } from "./audit-review";
import { CountPanel } from "./count-panel";
import { SheetTable } from "./sheet-table";

type Filter = "all" | "counted" | "uncounted";
type AuditRef = { companyId: number; locationId: string; auditId: string };

/** An audit whose completion stopped part-way (a lost connection): completing again finishes the lines left. */
export function FinishCompletion({ auditRef }: { auditRef: AuditRef }) {
  const utils = trpc.useUtils();
  const complete = trpc.inventoryAudits.complete.useMutation({
    onSuccess: async () => {
      toast.success("Audit completed");
      await utils.inventoryAudits.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <div className="flex flex-wrap items-center gap-3 pt-2 text-sm">
      <span>This audit is still being completed.</span>
      <Button size="sm" onClick={() => complete.mutate(auditRef)} disabled={complete.isPending}>
        Finish completing
      </Button>
    </div>
  );
}

type CountingProps = {
  sheetRows: SheetRow[];
  lots: SheetLot[];
  auditRef: AuditRef;
  number: number;
};

/** Counting: the scan box, progress, the sheet with its filter, then review or cancel. */
export function Counting({ sheetRows, lots, auditRef, number }: CountingProps) {
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
            className="shrink-0"
          >
            <ToggleGroupItem value="all" className="flex-none px-3">
              All
            </ToggleGroupItem>
            <ToggleGroupItem value="counted" className="flex-none px-3">
              Counted
            </ToggleGroupItem>
            <ToggleGroupItem value="uncounted" className="flex-none px-3">
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
