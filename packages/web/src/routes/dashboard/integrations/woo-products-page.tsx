import { Package, Upload } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import type { WooProductRow } from "@pos/core/integrations/woocommerce/woo.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { SearchInput } from "@/components/shared/search-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { wooProductColumns } from "@/features/integrations/woo-product-columns";
import { serverMessageOr } from "@/lib/errors";
import { formatDateTime } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { IntegrationTabs, wooBase, wooTabs } from "./integration-tabs";

/** integrations/wooCommerce/products: choose what sells online, push products with stock, see each one's status. */
export function WooProductsPage() {
  const { company } = useCompany();
  const companyId = company.id;
  const products = trpc.wooCommerce.products.useQuery({ companyId });
  const utils = trpc.useUtils();
  // The tick shows at once; the server's answer (or a reload after a refusal) then settles it.
  const choose = trpc.wooCommerce.selectProducts.useMutation({
    onMutate: ({ productIds, selected }) =>
      utils.wooCommerce.products.setData({ companyId }, (current) =>
        current
          ? {
              ...current,
              products: current.products.map((product) =>
                productIds.includes(product.productId)
                  ? { ...product, selected, status: selected ? (product.status ?? "pending") : null }
                  : product,
              ),
            }
          : current,
      ),
    onSuccess: (next) => utils.wooCommerce.products.setData({ companyId }, next),
    onError: () => void utils.wooCommerce.products.invalidate(),
  });
  const push = trpc.wooCommerce.pushProducts.useMutation({
    onSettled: () => void utils.wooCommerce.products.invalidate(),
  });
  const [query, setQuery] = useState("");
  const wanted = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      products.data?.products.filter((product) =>
        [product.name, product.sku ?? "", product.categoryName ?? ""].some((value) =>
          value.toLowerCase().includes(wanted),
        ),
      ),
    [products.data, wanted],
  );
  const columns = useMemo(
    () =>
      wooProductColumns(
        (product: WooProductRow, selected: boolean) =>
          void choose
            .mutateAsync({ companyId, productIds: [product.productId], selected })
            .catch((error: unknown) => toast.error(serverMessageOr(error, "The product list was not saved"))),
      ),
    [choose, companyId],
  );
  const table = useDataTable({ data: shown, columns, getRowId: (row) => row.productId });

  if (products.error)
    return (
      <PageError
        error={products.error}
        permission="CAN_MANAGE_INTEGRATIONS"
        onRetry={() => void products.refetch()}
      />
    );

  const chosen = products.data?.products.filter((product) => product.selected).length ?? 0;
  const runPush = async () => {
    try {
      const result = await push.mutateAsync({ companyId });
      const summary = `${result.pushed} product${result.pushed === 1 ? "" : "s"} pushed`;
      if (result.failed > 0) toast.error(`${summary}, ${result.failed} failed. ${result.message ?? ""}`);
      else toast.success(summary);
    } catch (error) {
      toast.error(serverMessageOr(error, "The products could not be pushed"));
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="WooCommerce products"
        description={
          products.data?.lastSyncAt
            ? `Last successful sync: ${formatDateTime(products.data.lastSyncAt)} · Pushing sends the price, category and the stock at the online-order location.`
            : "Choose the products to sell online, then push them with their stock."
        }
        actions={
          <Button onClick={() => void runPush()} disabled={push.isPending || chosen === 0}>
            {push.isPending ? <Spinner /> : <Upload aria-hidden />}
            Push {chosen} product{chosen === 1 ? "" : "s"} and stock
          </Button>
        }
      />
      <IntegrationTabs base={wooBase(companyId)} tabs={wooTabs} />
      <Card className="gap-0 py-0">
        <div className="border-b px-4 py-3">
          <SearchInput
            aria-label="Search products"
            placeholder="Search products"
            className="max-w-xs"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <CardContent className="px-0">
          <DataTable
            table={table}
            loading={!shown}
            empty={
              <div className="p-6">
                <EmptyState
                  icon={Package}
                  title={wanted ? "No product matches this search" : "No products yet"}
                >
                  {wanted ? "Try another name or SKU." : "Add products to the catalogue first."}
                </EmptyState>
              </div>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
