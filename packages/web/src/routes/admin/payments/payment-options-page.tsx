import { CreditCard } from "lucide-react";
import { useState } from "react";
import { formatCents } from "@pos/core/common/money";
import {
  cardProviderIds,
  cardProviderLabels,
  type CardProviderId,
  type PaymentOptionView,
} from "@pos/core/card-payments/card-payments.schema";
import { LoadError } from "@/components/layout/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { newOption, PaymentOptionDialog } from "@/features/payment-options/payment-option-dialog";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

const yesNo = (value: boolean) => (
  <Badge variant={value ? "default" : "secondary"}>{value ? "Yes" : "No"}</Badge>
);

/** admin v2 payments/payment-options: the payment options service's option per card provider. */
export function PaymentOptionsPage() {
  const options = trpc.cardPayments.adminOptions.useQuery();
  const [editing, setEditing] = useState<ReturnType<typeof newOption> | null>(null);
  const byProvider = new Map<CardProviderId, PaymentOptionView>(
    (options.data ?? []).map((option) => [option.provider, option]),
  );
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Payment options"
        description="Card payment providers offered to stores. A register shows one only where it is on for the merchant."
      />
      {options.error ? (
        <LoadError
          message={adminErrorMessage(options.error, "An error occurred while fetching payment options")}
          onRetry={() => void options.refetch()}
        />
      ) : !options.data ? (
        <PageSpinner label="Loading payment options" />
      ) : (
        <Card>
          <CardContent className="overflow-x-auto">
            <Table aria-label="Payment options">
              <TableHeader>
                <TableRow>
                  <TableHead>Provider</TableHead>
                  <TableHead>Display name</TableHead>
                  <TableHead>POS</TableHead>
                  <TableHead>Online</TableHead>
                  <TableHead>Countries</TableHead>
                  <TableHead className="text-right">Minimum</TableHead>
                  <TableHead className="text-right">Maximum</TableHead>
                  <TableHead className="w-24" />
                </TableRow>
              </TableHeader>
              <TableBody>
                {cardProviderIds.map((provider) => {
                  const option = byProvider.get(provider);
                  return (
                    <TableRow key={provider}>
                      <TableCell className="font-medium">
                        <span className="flex items-center gap-2">
                          {option?.iconUrl ? (
                            <img src={option.iconUrl} alt="" className="size-5" />
                          ) : (
                            <CreditCard className="size-5 text-muted-foreground" aria-hidden />
                          )}
                          {cardProviderLabels[provider]}
                        </span>
                      </TableCell>
                      {option ? (
                        <>
                          <TableCell>{option.posDisplayName}</TableCell>
                          <TableCell>{yesNo(option.posAvailable)}</TableCell>
                          <TableCell>{yesNo(option.ecomAvailable)}</TableCell>
                          <TableCell>{option.availableCountries.join(", ") || "None"}</TableCell>
                          <TableCell className="text-right tabular-nums">
                            {formatCents(option.minimumChargeAmount)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {formatCents(option.maximumChargeAmount)}
                          </TableCell>
                        </>
                      ) : (
                        <TableCell colSpan={6} className="text-muted-foreground">
                          Not offered
                        </TableCell>
                      )}
                      <TableCell className="text-right">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${cardProviderLabels[provider]}`}
                          onClick={() => setEditing(option ?? newOption(provider))}
                        >
                          {option ? "Edit" : "Set up"}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      {editing && <PaymentOptionDialog option={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
