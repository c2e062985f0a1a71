import type { ReactNode } from "react";
import { formatCents } from "@pos/core/common/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type CustomerBalancesCardProps = {
  loyaltyPoints: number;
  creditBalance: number;
  /** The adjust button, where the user may adjust balances. */
  action?: ReactNode;
};

export function CustomerBalancesCard({ loyaltyPoints, creditBalance, action }: CustomerBalancesCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Balances</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4">
          <div className="grid gap-1">
            <dt className="text-xs text-muted-foreground">Loyalty points</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="loyalty-points">
              {loyaltyPoints}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-xs text-muted-foreground">Store credit</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="credit-balance">
              {formatCents(creditBalance)}
            </dd>
          </div>
        </dl>
        {action}
      </CardContent>
    </Card>
  );
}
