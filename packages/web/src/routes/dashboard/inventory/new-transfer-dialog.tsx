import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { transferMessages } from "@pos/core/inventory/transfer.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { LocationSelect } from "@/components/shared/location-select";
import { transferPaths } from "./transfer-paths";

/** "New transfer": choose where from and where to, then the new draft opens for its lines. */
export function NewTransferDialog() {
  const { company, locations } = useCompany();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const fromId = useId();
  const toId = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(locations[0]?.id ?? "");
  const [to, setTo] = useState(locations[1]?.id ?? "");
  const create = trpc.transfers.create.useMutation({
    onSuccess: async (transfer) => {
      utils.transfers.get.setData({ companyId: company.id, transferId: transfer.id }, transfer);
      await utils.transfers.list.invalidate();
      await navigate(transferPaths(company.id).edit(transfer.id));
    },
  });
  const same = from !== "" && from === to;
  const tooFew = locations.length < 2;

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          New transfer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New transfer</DialogTitle>
          <DialogDescription>
            Stock leaves the first location when the transfer is sent and arrives at the second when it is
            received.
          </DialogDescription>
        </DialogHeader>
        {tooFew ? (
          <p className="text-sm text-muted-foreground">
            Transfers move stock between locations: add a second location first.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={fromId}>From</Label>
              <LocationSelect id={fromId} locations={locations} value={from} onChange={setFrom} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={toId}>To</Label>
              <LocationSelect id={toId} locations={locations} value={to} onChange={setTo} />
            </div>
            {same && (
              <p className="text-sm text-destructive sm:col-span-2">{transferMessages.sameLocation}</p>
            )}
          </div>
        )}
        {create.error && (
          <FormError title="The transfer was not created" message={errorMessage(create.error)} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            disabled={tooFew || same || !from || !to || create.isPending}
            onClick={() =>
              create.mutate({
                companyId: company.id,
                fromLocationId: from,
                toLocationId: to,
                notes: "",
                lines: [],
              })
            }
          >
            {create.isPending && <Spinner label="Creating the transfer" />}
            Create draft
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
