import { Printer } from "lucide-react";
import type { TransferView } from "@pos/core/inventory/transfer.schema";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useCompany } from "../company-context";
import { PackingSlip } from "./packing-slip";

/** The packing slip's preview, with Print (the page's own copy of the slip is what prints). */
export function PackingSlipDialog(props: {
  transfer: TransferView;
  companyName: string;
  fromName: string;
  toName: string;
}) {
  const { company } = useCompany();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Printer aria-hidden />
          Packing slip
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader className="no-print">
          <DialogTitle>Packing slip</DialogTitle>
        </DialogHeader>
        <div className="rounded-md border">
          <PackingSlip {...props} timeZone={company.timezone} />
        </div>
        <DialogFooter className="no-print">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
