import { useState, type FormEvent } from "react";
import { Plus, X } from "lucide-react";
import { toast } from "sonner";
import type { PaymentFeeView } from "@pos/core/payments/payment-fees.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type Row = { key: string; feeName: string; amount: number | null };

const rowsOf = (fees: PaymentFeeView[]): Row[] =>
  fees.map((fee) => ({ key: fee.productId, feeName: fee.feeName, amount: fee.amount }));

/** settings/pos: the fees every sale carries; each is a product in the system fees category, priced here. */
export function PaymentFeesCard({ companyId }: { companyId: number }) {
  const fees = trpc.paymentFees.list.useQuery({ companyId });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment fees</CardTitle>
        <CardDescription>
          Fees the register adds to each sale (a bag fee, a card fee). The server charges the amount set here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {fees.data ? (
          <PaymentFeesForm companyId={companyId} initial={fees.data} />
        ) : fees.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessageOr(fees.error, "The payment fees could not be loaded")}
          </p>
        ) : (
          <Skeleton className="h-20 w-full" aria-label="Loading payment fees" />
        )}
      </CardContent>
    </Card>
  );
}

function PaymentFeesForm({ companyId, initial }: { companyId: number; initial: PaymentFeeView[] }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const utils = trpc.useUtils();
  const save = trpc.paymentFees.save.useMutation({
    onSuccess: (saved) => {
      utils.paymentFees.list.setData({ companyId }, saved);
      setRows(rowsOf(saved));
      toast.success("Payment fees saved");
    },
  });
  const edit = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      companyId,
      fees: rows.map((row) => ({ feeName: row.feeName, amount: row.amount ?? 0 })),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-3">
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No payment fees.</p>}
      {rows.map((row, index) => (
        <div key={row.key} className="flex items-center gap-2">
          <Input
            aria-label={`Fee ${index + 1} name`}
            placeholder="Fee name"
            maxLength={80}
            className="flex-1"
            value={row.feeName}
            onChange={(event) => edit(row.key, { feeName: event.target.value })}
          />
          <CurrencyInput
            aria-label={`Fee ${index + 1} amount`}
            className="w-32"
            onlyPositive
            max={100_000}
            value={row.amount}
            onChange={(amount) => edit(row.key, { amount })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove fee ${index + 1}`}
            onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
          >
            <X />
          </Button>
        </div>
      ))}
      {save.error && (
        <p role="alert" className="text-sm text-destructive">
          {serverMessageOr(save.error, "The payment fees could not be saved")}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= 10}
          onClick={() =>
            setRows((current) => [...current, { key: crypto.randomUUID(), feeName: "", amount: null }])
          }
        >
          <Plus /> Add fee
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save fees
        </Button>
      </div>
    </form>
  );
}
