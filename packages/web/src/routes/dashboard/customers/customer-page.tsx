import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Customer } from "@pos/core/customers/customer.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { AdjustBalanceDialog } from "@/features/customers/adjust-balance-dialog";
import { CustomerBalancesCard } from "@/features/customers/customer-balances-card";
import { CustomerForm, type CustomerStore } from "@/features/customers/customer-form";
import { emptyCustomerValues, savedCustomerValues } from "@/features/customers/customer-form-schema";
import { PaymentHistoryCard } from "@/features/customers/payment-history-card";
import { ConsentCard } from "@/features/outreach/consent-card";
import { PaymentStatusBadge } from "@/features/sales/payment-status-badge";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { customerPaths } from "./customer-paths";

/** `customers/list/add`, and `customers/list/edit?customerId=`. */
function CustomerPage({ mode }: { mode: "add" | "edit" }) {
  const { company } = useCompany();
  const customerId = useSearchParams()[0].get("customerId") ?? "";
  const paths = customerPaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [adjusting, setAdjusting] = useState(false);
  const ref = { companyId: company.id, customerId };
  const editing = mode === "edit" && customerId !== "";
  const customer = trpc.customers.get.useQuery(ref, { enabled: editing });
  // The add screen loads nothing of its own: the list tells whether the user may manage customers.
  const access = trpc.customers.list.useQuery(
    { companyId: company.id, limit: 10 },
    { enabled: mode === "add" },
  );
  const create = trpc.customers.create.useMutation();
  const update = trpc.customers.update.useMutation();

  const failed = [customer, access].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_CUSTOMERS"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (mode === "edit" && (customer.error || customerId === "")) {
    return (
      <NotFound
        title="Customer not found"
        message="This customer does not exist."
        backTo={paths.customers}
        backLabel="Back to customers"
      />
    );
  }
  if (mode === "edit" ? !customer.data : !access.data) return <PageSpinner label="Loading customer" />;

  const store: CustomerStore = {
    country: company.country,
    province: company.province,
    timeZone: company.timezone,
  };
  const saved = async (view: Customer, message: string) => {
    toast.success(message);
    utils.customers.get.setData({ companyId: company.id, customerId: view.id }, view);
    await navigate(paths.customers);
    await utils.customers.list.invalidate();
  };
  const current = customer.data;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? current.name : "Add customer"}
        back={{ to: paths.customers, label: "Customers" }}
      />
      {current ? (
        <>
          <CustomerForm
            key={current.id}
            store={store}
            defaultValues={savedCustomerValues(current)}
            submitLabel="Save changes"
            cancelTo={paths.customers}
            save={(fields) => update.mutateAsync({ ...ref, customer: fields })}
            onSaved={(view) => void saved(view, `"${view.name}" was saved`)}
            aside={
              <>
                <CustomerBalancesCard
                  loyaltyPoints={current.loyaltyPoints}
                  creditBalance={current.creditBalance}
                  action={
                    <Button variant="outline" onClick={() => setAdjusting(true)}>
                      Adjust balance
                    </Button>
                  }
                />
                <ConsentCard companyId={company.id} customerId={current.id} timeZone={company.timezone} />
                <PaymentHistoryCard
                  companyId={company.id}
                  customerId={current.id}
                  timeZone={company.timezone}
                  saleHref={(payment) => paths.sale(payment.id, payment.locationId)}
                  statusBadge={(payment) => (
                    <PaymentStatusBadge
                      row={{ status: payment.status, unfinished: payment.status === "inProgress" }}
                    />
                  )}
                />
              </>
            }
          />
          <AdjustBalanceDialog
            companyId={company.id}
            customer={current}
            open={adjusting}
            onClose={() => setAdjusting(false)}
          />
        </>
      ) : (
        <CustomerForm
          store={store}
          defaultValues={emptyCustomerValues()}
          submitLabel="Add customer"
          cancelTo={paths.customers}
          save={(fields) => create.mutateAsync({ companyId: company.id, customer: fields })}
          onSaved={(view) => void saved(view, `"${view.name}" was added`)}
        />
      )}
    </div>
  );
}

export const AddCustomerPage = () => <CustomerPage mode="add" />;
export const EditCustomerPage = () => <CustomerPage mode="edit" />;
