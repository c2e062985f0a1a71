import { PackagePlus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { OrderProductChoice } from "@pos/core/purchasing/purchase-order-view.schema";
import { FormError } from "@/components/form/form-error";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

type Form = {
  name: string;
  sku: string;
  barcode: string;
  price: number | null;
  purchasePrice: number | null;
  lotTracked: boolean;
};
const empty: Form = { name: "", sku: "", barcode: "", price: null, purchasePrice: null, lotTracked: false };

/** The short form of a product made from the order (flag createPoProducts): added as a line when saved. */
export function NewProductDialog({
  supplierId,
  onCreated,
}: {
  supplierId: string;
  onCreated: (choice: OrderProductChoice) => void;
}) {
  const { company } = useCompany();
  const ids = { name: useId(), sku: useId(), barcode: useId(), price: useId(), cost: useId(), lot: useId() };
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(empty);
  const create = trpc.purchaseOrders.createProduct.useMutation();
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const submit = async () => {
    const choice = await create.mutateAsync({
      companyId: company.id,
      supplierId,
      name: form.name.trim(),
      sku: form.sku.trim() || null,
      barcode: form.barcode.trim() || null,
      price: form.price,
      purchasePrice: form.purchasePrice,
      isBatchTracked: form.lotTracked,
    });
    onCreated(choice);
    setOpen(false);
    toast.success(`${choice.name} created and added`);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        if (next) {
          setForm(empty);
          create.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <PackagePlus aria-hidden />
          New product
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New product</DialogTitle>
          <DialogDescription>
            Created in the catalogue with this supplier, and added to the order.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={ids.name}>Name</Label>
            <Input
              id={ids.name}
              maxLength={200}
              value={form.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.sku}>SKU</Label>
            <Input
              id={ids.sku}
              maxLength={64}
              value={form.sku}
              onChange={(event) => set({ sku: event.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.barcode}>Barcode</Label>
            <Input
              id={ids.barcode}
              maxLength={64}
              value={form.barcode}
              onChange={(event) => set({ barcode: event.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.price}>Retail price</Label>
            <CurrencyInput
              id={ids.price}
              onlyPositive
              max={100_000_000}
              value={form.price}
              onChange={(price) => set({ price })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.cost}>Unit cost</Label>
            <CurrencyInput
              id={ids.cost}
              onlyPositive
              max={100_000_000}
              value={form.purchasePrice}
              onChange={(purchasePrice) => set({ purchasePrice })}
            />
          </div>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id={ids.lot}
              checked={form.lotTracked}
              onCheckedChange={(checked) => set({ lotTracked: checked === true })}
            />
            <Label htmlFor={ids.lot}>Tracked by lot</Label>
          </div>
        </div>
        <FormError
          title="The product was not created"
          message={create.error ? errorMessage(create.error) : null}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            disabled={form.name.trim() === "" || create.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {create.isPending && <Spinner label="Creating" />}
            Create and add
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
