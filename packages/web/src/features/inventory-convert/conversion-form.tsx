import { Shuffle } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ConversionLine } from "./conversion-line";
import { ConversionPreview } from "./conversion-preview";
import { formatQuantity } from "./quantities";
import { StockProductPicker } from "./stock-product-picker";
import { useConversionForm } from "./use-conversion-form";

type ConversionFormProps = { companyId: number; locationId: string; locationName: string };

/** Source, outputs, a live preview of the result, and a confirmation before the stock moves. */
export function ConversionForm({ companyId, locationId, locationName }: ConversionFormProps) {
  const form = useConversionForm(companyId, locationId);
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const settled = useDebouncedValue(form.input, 300);
  const preview = trpc.inventoryConversions.preview.useQuery(settled!, {
    enabled: settled !== null,
    retry: false,
    placeholderData: (previous) => previous,
  });
  const convert = trpc.inventoryConversions.convert.useMutation({
    onSuccess: async (done) => {
      setConfirming(false);
      form.reset();
      toast.success("Conversion saved", {
        description: `${formatQuantity(done.from.quantity)} × ${done.from.productName} converted at ${locationName}.`,
      });
      await Promise.all([
        utils.inventoryConversions.list.invalidate(),
        utils.inventoryConversions.holding.invalidate(),
      ]);
    },
  });
  const shown = form.input && preview.data && !preview.isError ? preview.data : null;
  const { from, outputs } = form;
  const taken = new Set([from?.product.id, ...outputs.map((line) => line.product.id)]);

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-label="Convert from">
        <h2 className="font-medium">Convert from</h2>
        {from ? (
          <ConversionLine
            companyId={companyId}
            locationId={locationId}
            line={from}
            side="source"
            onChange={form.editSource}
            onRemove={form.clearSource}
          />
        ) : (
          <StockProductPicker
            companyId={companyId}
            locationId={locationId}
            label="Product to convert"
            placeholder="Search the product to convert (name, SKU or barcode)"
            onPick={form.pickSource}
          />
        )}
      </section>
      <section className="grid gap-3" aria-label="Convert into">
        <h2 className="font-medium">Convert into</h2>
        {outputs.map((line, index) => (
          <ConversionLine
            key={line.product.id}
            companyId={companyId}
            locationId={locationId}
            line={line}
            side="output"
            onChange={(change) => form.editOutput(index, change)}
            onRemove={() => form.removeOutput(index)}
          />
        ))}
        <StockProductPicker
          companyId={companyId}
          locationId={locationId}
          label="Product to make"
          placeholder={outputs.length === 0 ? "Search the product to make" : "Add another product to make"}
          onPick={(product) => !taken.has(product.id) && form.addOutput(product)}
        />
      </section>
      <div className="grid gap-1.5">
        <Label htmlFor="conversion-note">Note (optional)</Label>
        <Textarea
          id="conversion-note"
          value={form.note}
          maxLength={500}
          onChange={(event) => form.setNote(event.target.value)}
        />
      </div>
      <section className="grid gap-3" aria-label="Preview">
        <h2 className="font-medium">Result</h2>
        {!form.input ? (
          <p className="text-sm text-muted-foreground">
            Choose a product to convert, what it becomes and the quantities to see the result.
          </p>
        ) : preview.isError ? (
          <FormError
            title="This conversion can't be made"
            message={serverMessageOr(preview.error, "Check the lines.")}
          />
        ) : shown ? (
          <ConversionPreview preview={shown} />
        ) : (
          <Spinner label="Working out the result" />
        )}
      </section>
      <div className="flex justify-end">
        <Button
          disabled={!shown || settled !== form.input || preview.isFetching}
          onClick={() => setConfirming(true)}
        >
          <Shuffle aria-hidden />
          Convert
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) convert.reset();
        }}
        title="Convert this stock?"
        description={
          shown && (
            <>
              <span>
                {formatQuantity(shown.from.quantity)} × {shown.from.productName} leaves {locationName}, and{" "}
                {shown.outputs
                  .map((line) => `${formatQuantity(line.quantity)} × ${line.productName}`)
                  .join(", ")}{" "}
                {shown.outputs.length === 1 ? "arrives" : "arrive"}.
              </span>
              <span>The change is recorded in the inventory log and can't be undone here.</span>
            </>
          )
        }
        confirmLabel="Convert"
        pending={convert.isPending}
        error={
          convert.error
            ? {
                title: "The conversion was not saved",
                message: serverMessageOr(convert.error, "Please try again."),
              }
            : null
        }
        onConfirm={() => form.input && convert.mutate(form.input)}
      />
    </div>
  );
}
