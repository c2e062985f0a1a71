import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { httpStatusOf } from "@/lib/errors";

type OrderPendingProps = { error: unknown; onRetry: () => void; listPath: string };

/** What an order's pages show while the order is not there: not found, an error, or loading. */
export function OrderPending({ error, onRetry, listPath }: OrderPendingProps) {
  if (error && httpStatusOf(error) === 404)
    return (
      <NotFound
        title="Purchase order not found"
        message="This purchase order does not exist or belongs to another company."
        backTo={listPath}
        backLabel="Back to purchase orders"
      />
    );
  if (error) return <PageError error={error} permission="CAN_MANAGE_PURCHASE_ORDERS" onRetry={onRetry} />;
  return <PageSpinner label="Loading purchase order" />;
}
