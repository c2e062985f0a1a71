import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import {
  pricingGroupMessages,
  ZPricingGroupFields,
  type PricingGroup,
} from "@pos/core/pricing-groups/pricing-group.schema";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { useSaveForm } from "@/components/form/use-save-form";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { trpc } from "@/lib/trpc";

type Values = z.input<typeof ZPricingGroupFields>;
type Fields = z.output<typeof ZPricingGroupFields>;

/** A new group ("add") or an existing one. */
export type PricingGroupTarget = "add" | PricingGroup;

type DialogProps = { companyId: number; target: PricingGroupTarget | null; onClose: () => void };

function PricingGroupForm({ companyId, target, onClose }: DialogProps & { target: PricingGroupTarget }) {
  const utils = trpc.useUtils();
  const create = trpc.pricingGroups.create.useMutation();
  const update = trpc.pricingGroups.update.useMutation();
  const editing = target === "add" ? null : target;
  const form = useForm<Values, unknown, Fields>({
    resolver: zodResolver(ZPricingGroupFields),
    defaultValues: { name: editing?.name ?? "", price: editing?.price ?? Number.NaN },
  });
  const { isSubmitting } = form.formState;
  const { submit, formError } = useSaveForm(form, {
    guardUnsaved: false,
    save: async (fields) => {
      if (editing) await update.mutateAsync({ companyId, pricingGroupId: editing.id, ...fields });
      else await create.mutateAsync({ companyId, ...fields });
      toast.success(editing ? `"${fields.name}" was saved` : `"${fields.name}" was added`);
      await utils.pricingGroups.list.invalidate({ companyId });
      onClose();
    },
    fieldOfInput: { name: "name", price: "price" },
    fieldOfMessage: { [pricingGroupMessages.nameTaken]: "name" },
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit "${editing.name}"` : "Add pricing group"}</DialogTitle>
          <DialogDescription>
            {editing && editing.productCount > 0
              ? `A new price is written to the ${editing.productCount === 1 ? "product" : `${editing.productCount} products`} in this group.`
              : "Products in the group all sell at its price."}
          </DialogDescription>
        </DialogHeader>
        <FormError title="The pricing group was not saved" message={formError} />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="off" maxLength={80} autoFocus placeholder="e.g. Eighths" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="price"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Price</FormLabel>
              <FormControl>
                <CurrencyInput
                  value={Number.isNaN(field.value) ? null : field.value}
                  onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                  onBlur={field.onBlur}
                  onlyPositive
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFormFooter
          onCancel={onClose}
          pending={isSubmitting}
          submitLabel={editing ? "Save changes" : "Add pricing group"}
        />
      </form>
    </Form>
  );
}

export function PricingGroupDialog(props: DialogProps) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{target && <PricingGroupForm {...props} target={target} />}</DialogContent>
    </Dialog>
  );
}
