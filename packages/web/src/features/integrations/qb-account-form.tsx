import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ZQbAccountMap, type QbAccountMap } from "@pos/core/integrations/quickbooks/qb.schema";
import { manualTenders } from "@pos/core/payments/payment.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type Values = z.input<typeof ZQbAccountMap>;
type Account = { id: string; name: string; type: string };

const sameAsDefault = "default";
const tenderLabels: Record<(typeof manualTenders)[number], string> = {
  cash: "Cash",
  debit: "Debit",
  credit: "Credit card",
  other: "Other",
  etransfer: "e-Transfer",
  loyalty: "Loyalty points",
};

const parts: { name: FieldPath<Values>; label: string; hint: string }[] = [
  { name: "sales", label: "Sales", hint: "Credited with goods sold, deposits and tips" },
  { name: "tax", label: "Sales tax", hint: "Credited with tax collected" },
  { name: "discounts", label: "Discounts", hint: "Debited with discounts given" },
  { name: "refunds", label: "Refunds", hint: "Debited with refunds (before tax)" },
  {
    name: "tenders",
    label: "Payments (default)",
    hint: "Debited with the money taken, unless a tender has its own",
  },
];

/** main/settings: the QuickBooks account each part of a day's sales goes to. */
export function QbAccountForm({
  companyId,
  accounts,
  saved,
}: {
  companyId: number;
  accounts: Account[];
  saved: QbAccountMap | null;
}) {
  const utils = trpc.useUtils();
  const save = trpc.quickBooks.setAccounts.useMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, QbAccountMap>({
    resolver: zodResolver(ZQbAccountMap),
    defaultValues: saved ?? {
      sales: "",
      tax: "",
      discounts: "",
      refunds: "",
      tenders: "",
      tenderAccounts: {},
    },
  });
  const submit = form.handleSubmit(async (map) => {
    setError(null);
    try {
      utils.quickBooks.settings.setData({ companyId }, await save.mutateAsync({ companyId, accounts: map }));
      toast.success("QuickBooks accounts saved");
    } catch (caught) {
      setError(serverMessageOr(caught, "The accounts were not saved"));
    }
  });
  const accountSelect = (name: FieldPath<Values>, label: string, hint: string | null, optional: boolean) => (
    <FormField
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={
              typeof field.value === "string" && field.value ? field.value : optional ? sameAsDefault : ""
            }
            onValueChange={(value) => field.onChange(optional && value === sameAsDefault ? undefined : value)}
          >
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue placeholder="Choose an account" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {optional && <SelectItem value={sameAsDefault}>Same as the default</SelectItem>}
              {accounts.map((account) => (
                <SelectItem key={account.id} value={account.id}>
                  {account.name} <span className="text-muted-foreground">({account.type})</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} className="grid gap-6" noValidate>
        <FormError title="Not saved" message={error} />
        <div className="grid gap-4 sm:grid-cols-2">
          {parts.map((part) => accountSelect(part.name, part.label, part.hint, false))}
        </div>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-medium">Accounts per tender</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {manualTenders.map((tender) =>
              accountSelect(
                `tenderAccounts.${tender}` as FieldPath<Values>,
                tenderLabels[tender],
                null,
                true,
              ),
            )}
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            Save accounts
          </Button>
        </div>
      </form>
    </Form>
  );
}
