import { CreditCard } from "lucide-react";
import { cardPaymentMessages } from "@pos/core/card-payments/card-payments.schema";
import { formatCents } from "@pos/core/common/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";

type Props = { companyId: number; locationId: string; locationName: string };

/** dashboard.md 7: the card payment options on at a location (the provider's merchant 'blc-{company}-{location}'). */
export function LocationPaymentOptions({ companyId, locationId, locationName }: Props) {
  const options = trpc.cardPayments.locationOptions.useQuery({ companyId, locationId }, { retry: false });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Card payment options</CardTitle>
        <CardDescription>
          Card providers on at {locationName}: approved, enabled for the POS and with a terminal. A register offers
          one when its setting above is on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {options.error ? (
          <p role="alert" className="text-sm text-destructive">
            {cardPaymentMessages.fetchOptions}
          </p>
        ) : !options.data ? (
          <Skeleton className="h-10 w-full" />
        ) : options.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No card payment option is on at this location.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Card payment options">
            {options.data.map((option) => (
              <li key={option.provider} className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
                <CreditCard className="size-5 text-muted-foreground" aria-hidden />
                <span className="font-medium">{option.posDisplayName}</span>
                <Badge variant="outline">Terminal {option.terminalId}</Badge>
                <span className="ml-auto text-muted-foreground tabular-nums">
                  {formatCents(option.minimumChargeAmount)} to {formatCents(option.maximumChargeAmount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
