import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** A sale of the register's location with its receipt settings; `missing` when there is no such sale here. */
export function useRegisterSale(paymentId: string | null) {
  const query = trpc.payments.get.useQuery(
    { paymentId: paymentId ?? "" },
    { enabled: Boolean(paymentId), retry: 1 },
  );
  const missing = !paymentId || httpStatusOf(query.error) === 404 || httpStatusOf(query.error) === 400;
  return { query, missing };
}

export const posSalesPaths = {
  list: "/pos/payments",
  sale: (paymentId: string) => `/pos/payment/${encodeURIComponent(paymentId)}`,
  newSale: "/pos/sale",
} as const;
