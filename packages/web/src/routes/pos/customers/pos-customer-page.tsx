import { CircleAlert } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { LoadError } from "@/components/layout/load-error";
import { NotFound } from "@/components/layout/not-found";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { CustomerBalancesCard } from "@/features/customers/customer-balances-card";
import { CustomerForm, type CustomerStore } from "@/features/customers/customer-form";
import { emptyCustomerValues, savedCustomerValues } from "@/features/customers/customer-form-schema";
import { useDevicePreferences } from "@/features/device-preferences/use-device-preferences";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { posCustomerPaths } from "./pos-customer-paths";

/** `/pos/customers/add` and `/pos/customers/edit?customerId=`: the customer form, sized for touch. */
function PosCustomerPage({ mode }: { mode: "add" | "edit" }) {
  const customerId = useSearchParams()[0].get("customerId") ?? "";
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const device = trpc.device.getCurrent.useQuery(undefined, { staleTime: Infinity });
  const customer = trpc.customers.pos.get.useQuery(
    { customerId },
    { enabled: mode === "edit" && customerId !== "" },
  );
  const create = trpc.customers.pos.create.useMutation();
  const update = trpc.customers.pos.update.useMutation();
  const { preferences } = useDevicePreferences();

  if (mode === "edit" && (customerId === "" || httpStatusOf(customer.error) === 404)) {
    return (
      <NotFound
        title="Customer not found"
        message="This customer does not exist."
        backTo={posCustomerPaths.customers}
        backLabel="Back to customers"
      />
    );
  }
  const failed = [device, customer].find((query) => query.error);
  if (failed) return <LoadError message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  if (!device.data || (mode === "edit" && !customer.data)) return <PageSpinner label="Loading customer" />;

  const { company } = device.data;
  const store: CustomerStore = {
    country: company.country,
    province: company.province,
    timeZone: company.timezone,
  };
  const saved = async (message: string) => {
    toast.success(message);
    await navigate(posCustomerPaths.customers);
    await utils.customers.pos.search.invalidate();
  };
  const current = customer.data;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <PageHeader
        title={current ? current.name : "Add customer"}
        back={{ to: posCustomerPaths.customers, label: "Customers" }}
      />
      {current?.attachBlockedReason && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>Cannot be added to a sale</AlertTitle>
          <AlertDescription>{current.attachBlockedReason}</AlertDescription>
        </Alert>
      )}
      {current ? (
        <CustomerForm
          key={current.id}
          touch
          showLegalDateOfBirth={preferences.showLegalDateOfBirth}
          store={store}
          defaultValues={savedCustomerValues(current)}
          submitLabel="Save changes"
          cancelTo={posCustomerPaths.customers}
          save={(fields) => update.mutateAsync({ customerId: current.id, customer: fields })}
          onSaved={(view) => void saved(`"${view.name}" was saved`)}
          aside={
            <CustomerBalancesCard
              loyaltyPoints={current.loyaltyPoints}
              creditBalance={current.creditBalance}
            />
          }
        />
      ) : (
        <CustomerForm
          touch
          showLegalDateOfBirth={preferences.showLegalDateOfBirth}
          store={store}
          defaultValues={emptyCustomerValues()}
          submitLabel="Add customer"
          cancelTo={posCustomerPaths.customers}
          save={(fields) => create.mutateAsync({ customer: fields })}
          onSaved={(view) => void saved(`"${view.name}" was added`)}
        />
      )}
    </div>
  );
}

export const PosAddCustomerPage = () => <PosCustomerPage mode="add" />;
export const PosEditCustomerPage = () => <PosCustomerPage mode="edit" />;
