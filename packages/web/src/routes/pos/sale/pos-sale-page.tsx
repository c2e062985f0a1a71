import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { SaleScreen } from "./sale-screen";

/** `/pos/sale`: the register. Loads what prices a cart here (discounts, settings), then shows the sale screen. */
export function PosSalePage() {
  const device = trpc.device.getCurrent.useQuery(undefined, { staleTime: Infinity });
  const employee = trpc.hours.current.useQuery();
  const pricing = trpc.discounts.forRegister.useQuery(undefined, { staleTime: 60_000 });

  // Offline, the last answers (kept in IndexedDB) stand: an error counts only without data.
  const failed = [device, employee, pricing].find((query) => query.error && query.data === undefined);
  if (failed) return <LoadError message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  if (!device.data || employee.data === undefined || !pricing.data)
    return <PageSpinner label="Loading the register" />;
  return <SaleScreen device={device.data} employee={employee.data} pricing={pricing.data} />;
}
