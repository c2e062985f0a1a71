import { useState } from "react";
import type { CustomerListRow } from "@pos/core/customers/customer.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { AdjustBalanceDialog } from "@/features/customers/adjust-balance-dialog";
import { MultiplierCard } from "@/features/customers/multiplier-card";
import { TopCustomersCard } from "@/features/customers/top-customers-card";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { customerPaths } from "./customer-paths";

/** `customers/loyalty`: the points multiplier and the customers with most points. */
export function LoyaltyPage() {
  const { company } = useCompany();
  const paths = customerPaths(company.id);
  const [adjusting, setAdjusting] = useState<CustomerListRow | null>(null);
  const [open, setOpen] = useState(false);
  const settings = trpc.loyalty.settings.useQuery({ companyId: company.id });
  const top = trpc.loyalty.topCustomers.useQuery({ companyId: company.id, limit: 20 });

  const failed = [settings, top].find((query) => query.error);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_CUSTOMERS"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!settings.data) return <PageSpinner label="Loading loyalty" />;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Loyalty"
        description="Customers earn points on each sale and spend them at the register."
      />
      {settings.data.canUseExternalLoyalty && (
        <Alert>
          <AlertDescription>
            This company uses an external loyalty program: reward costs come from its points, and the
            product&apos;s own loyalty rewards are switched off.
          </AlertDescription>
        </Alert>
      )}
      <MultiplierCard
        key={settings.data.loyaltyPointsMultiplier}
        companyId={company.id}
        multiplier={settings.data.loyaltyPointsMultiplier}
      />
      <TopCustomersCard
        customers={top.data}
        editPath={paths.editCustomer}
        onAdjust={(customer) => {
          setAdjusting(customer);
          setOpen(true);
        }}
      />
      <AdjustBalanceDialog
        companyId={company.id}
        customer={adjusting}
        open={open}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
