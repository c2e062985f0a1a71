import { Save, Send, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { TransferView } from "@pos/core/inventory/transfer.schema";
import { FormError } from "@/components/form/form-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { draftLinesOf, linesProblem, toLineInput, withChoice, type DraftLine } from "./draft-lines";
import { DraftLinesTable } from "./draft-lines-table";
import { LocationSelect } from "@/components/shared/location-select";
import { TransferProductPicker } from "./transfer-product-picker";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

/** A draft's locations, notes and lines, saved together; Send saves first. */
export function DraftEditor({ transfer, onCancel }: { transfer: TransferView; onCancel: () => void }) {
  const { company, locations } = useCompany();
  const utils = trpc.useUtils();
  const ids = { from: useId(), to: useId(), notes: useId() };
  const [from, setFrom] = useState(transfer.fromLocationId);
  const [to, setTo] = useState(transfer.toLocationId);
  const [notes, setNotes] = useState(transfer.notes);
  const [lines, setLines] = useState<DraftLine[]>(() => draftLinesOf(transfer));
  const [confirmSend, setConfirmSend] = useState(false);
  const update = trpc.transfers.update.useMutation();
  const send = trpc.transfers.send.useMutation();
  const ref = { companyId: company.id, transferId: transfer.id };
  const saved = JSON.stringify([
    transfer.fromLocationId,
    transfer.toLocationId,
    transfer.notes,
    draftLinesOf(transfer).map(toLineInput),
  ]);
  const dirty = JSON.stringify([from, to, notes, lines.map(toLineInput)]) !== saved;
  const problem = from === to ? "Choose a different location to transfer to" : linesProblem(lines);

  const save = async () => {
    const view = await update.mutateAsync({
      ...ref,
      fromLocationId: from,
      toLocationId: to,
      notes,
      lines: lines.map(toLineInput),
    });
    utils.transfers.get.setData(ref, view);
    setLines(draftLinesOf(view));
    void utils.transfers.list.invalidate();
    return view;
  };
  const onSave = async () => {
    await save();
    toast.success("Transfer saved");
  };
  const onSend = async () => {
    if (dirty) await save();
    const view = await send.mutateAsync(ref);
    utils.transfers.get.setData(ref, view);
    void utils.transfers.list.invalidate();
    setConfirmSend(false);
    toast.success(`Transfer #${view.number} sent`);
  };
  const change = (key: string, patch: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const totalUnits = lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
  const pending = update.isPending || send.isPending;
  const fromName = locations.find((location) => location.id === from)?.name ?? "the source";
  const toName = locations.find((location) => location.id === to)?.name ?? "the destination";

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={ids.from}>From</Label>
            <LocationSelect
              id={ids.from}
              locations={locations}
              value={from}
              onChange={setFrom}
              disabled={pending}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.to}>To</Label>
            <LocationSelect
              id={ids.to}
              locations={locations}
              value={to}
              onChange={setTo}
              disabled={pending}
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={ids.notes}>Notes</Label>
            <Textarea
              id={ids.notes}
              value={notes}
              maxLength={1000}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TransferProductPicker
            companyId={company.id}
            locationId={from}
            onPick={(choice, lot) => setLines((current) => withChoice(current, choice, lot))}
          />
          {lines.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              No products yet. Search or scan to add the first one.
            </p>
          ) : (
            <DraftLinesTable
              lines={lines}
              fromName={fromName}
              onChange={change}
              onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
            />
          )}
          {lines.length > 0 && (
            <p className="text-right text-sm text-muted-foreground">
              {lines.length} {lines.length === 1 ? "line" : "lines"}, {units(totalUnits)} units
            </p>
          )}
        </CardContent>
      </Card>
      {problem && lines.length > 0 && <p className="text-sm text-destructive">{problem}</p>}
      {update.error && <FormError title="The transfer was not saved" message={errorMessage(update.error)} />}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          <XCircle aria-hidden />
          Cancel transfer
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void onSave().catch(() => undefined)}
            disabled={!dirty || !!problem || pending}
          >
            {update.isPending ? <Spinner label="Saving" /> : <Save aria-hidden />}
            Save draft
          </Button>
          <Button onClick={() => setConfirmSend(true)} disabled={lines.length === 0 || !!problem || pending}>
            <Send aria-hidden />
            Send
          </Button>
        </div>
      </div>
      <ConfirmDialog
        kind="proceed"
        open={confirmSend}
        onOpenChange={(open) => {
          setConfirmSend(open);
          send.reset();
        }}
        title={`Send transfer #${transfer.number}?`}
        description={
          <p>
            {units(totalUnits)} units on {lines.length} {lines.length === 1 ? "line" : "lines"} leave{" "}
            {fromName}'s stock now and arrive at {toName} when received. The lines can't be changed after
            sending.
          </p>
        }
        confirmLabel="Send transfer"
        onConfirm={() => void onSend().catch(() => undefined)}
        pending={pending}
        error={
          send.error || (confirmSend && update.error)
            ? { title: "The transfer was not sent", message: errorMessage(send.error ?? update.error) }
            : null
        }
      />
    </div>
  );
}
