import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ZAdjustBalanceInput, type AdjustedBalances } from "@pos/core/customers/loyalty-account.schema";
import { formatCents } from "@pos/core/common/money";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FormError } from "@/components/form/form-error";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const ZAdjustFields = ZAdjustBalanceInput.pick({ balance: true, change: true, reason: true });
type Values = { balance: "loyaltyPoints" | "creditBalance"; change: number; reason: string };

type AdjustBalanceDialogProps = {
  companyId: number;
  customer: { id: string; name: string; loyaltyPoints: number; creditBalance: number } | null;
  open: boolean;
  onClose: () => void;
  onAdjusted?: (balances: AdjustedBalances) => void;
};

/** Adds or takes away loyalty points or store credit, with the reason kept in the customer's ledger. */
export function AdjustBalanceDialog({
  companyId,
  customer,
  open,
  onClose,
  onAdjusted,
}: AdjustBalanceDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    resolver: zodResolver(ZAdjustFields, {
      error: (issue) =>
        issue.code === "invalid_type" && issue.path?.[0] === "change" ? "Enter the change" : undefined,
    }),
    defaultValues: { balance: "loyaltyPoints", change: Number.NaN, reason: "" },
  });
  const balance = useWatch({ control: form.control, name: "balance" });
  const adjust = trpc.loyalty.adjust.useMutation({
    onSuccess: async (result) => {
      toast.success(
        `${customer?.name ?? "The customer"} now has ${result.loyaltyPoints} points and ${formatCents(result.creditBalance)} credit`,
      );
      onAdjusted?.(result);
      close();
      await Promise.all([utils.customers.invalidate(), utils.loyalty.invalidate()]);
    },
  });
  const close = () => {
    form.reset();
    adjust.reset();
    onClose();
  };
  const submit = form.handleSubmit((fields) => {
    if (customer) adjust.mutate({ companyId, customerId: customer.id, ...fields });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !adjust.isPending && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust balance of {customer?.name}</DialogTitle>
          <DialogDescription>
            {customer?.loyaltyPoints ?? 0} points and {formatCents(customer?.creditBalance ?? 0)} credit now.
            A negative change takes away; no balance goes below 0.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Adjust balance">
            <FormError
              title="The balance was not changed"
              message={adjust.error && errorMessage(adjust.error)}
            />
            <FormField
              control={form.control}
              name="balance"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Balance</FormLabel>
                  <RadioGroup
                    value={field.value}
                    onValueChange={(next) => {
                      field.onChange(next);
                      form.setValue("change", Number.NaN);
                    }}
                    className="flex gap-6"
                  >
                    <Label className="flex items-center gap-2 font-normal">
                      <RadioGroupItem value="loyaltyPoints" />
                      Loyalty points
                    </Label>
                    <Label className="flex items-center gap-2 font-normal">
                      <RadioGroupItem value="creditBalance" />
                      Store credit
                    </Label>
                  </RadioGroup>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="change"
              render={({ field }) => (
                <FormItem className="max-w-48">
                  <FormLabel>
                    {balance === "loyaltyPoints" ? "Points to add (or −)" : "Credit to add (or −)"}
                  </FormLabel>
                  <FormControl>
                    {balance === "loyaltyPoints" ? (
                      <Input
                        inputMode="numeric"
                        autoComplete="off"
                        className="text-right tabular-nums"
                        value={Number.isNaN(field.value) ? "" : String(field.value)}
                        onChange={(event) => {
                          const text = event.target.value.replace(/[^\d-]/g, "");
                          const digits = text.replace(/-/g, "");
                          const sign = text.startsWith("-") ? -1 : 1;
                          field.onChange(digits === "" ? Number.NaN : sign * Number(digits));
                        }}
                        onBlur={field.onBlur}
                      />
                    ) : (
                      <CurrencyInput
                        value={Number.isNaN(field.value) ? null : field.value}
                        onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                        onBlur={field.onBlur}
                      />
                    )}
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Reason</FormLabel>
                  <FormControl>
                    <Input
                      maxLength={200}
                      placeholder="e.g. Birthday gift, correction of a sale"
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFormFooter onCancel={close} pending={adjust.isPending} submitLabel="Adjust balance" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
