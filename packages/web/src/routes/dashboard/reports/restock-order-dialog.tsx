import { ExternalLink } from "lucide-react";
import type { RestockReportRow } from "@pos/core/reports/restock-report.schema";
import type { SupplierGroup } from "./restock-groups";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** A selection spanning suppliers: one prefilled order per supplier, each opened in its own tab. */
export function RestockOrderDialog({
  groups,
  orderPath,
  onClose,
}: {
  groups: SupplierGroup[] | null;
  orderPath: (rows: readonly RestockReportRow[]) => string;
  onClose: () => void;
}) {
  return (
    <Dialog open={groups !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>One purchase order per supplier</DialogTitle>
          <DialogDescription>
            The selected products come from {groups?.length ?? 0} suppliers. Each order opens in a new tab,
            prefilled with its products and their suggested quantities.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {(groups ?? []).map((group) => (
            <li
              key={group.key}
              className="flex items-center justify-between gap-4 rounded-md border px-3 py-2"
            >
              <div className="grid">
                <span className="font-medium">{group.name}</span>
                <span className="text-xs text-muted-foreground">
                  {group.rows.length} {group.rows.length === 1 ? "product" : "products"}
                </span>
              </div>
              <Button asChild variant="outline" size="sm">
                <a href={orderPath(group.rows)} target="_blank" rel="noopener">
                  Create order <ExternalLink aria-hidden />
                </a>
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
