import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/layout/load-error";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CustomerListPaging } from "@/features/customers/customer-list-paging";
import { CustomerSearchBox } from "@/features/customers/customer-search-box";
import { CustomersTable } from "@/features/customers/customers-table";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { posCustomerPaths } from "./pos-customer-paths";

/** `/pos/customers`: find a customer at the register, or add one. */
export function PosCustomersPage() {
  const [searchQuery, setSearchQuery] = useState("");
  const paging = useOffsetPagination();
  const page = trpc.customers.pos.search.useQuery(
    { searchQuery, offset: paging.offset, limit: paging.limit },
    { placeholderData: (previous) => previous },
  );

  if (page.error) return <LoadError message={errorMessage(page.error)} onRetry={() => void page.refetch()} />;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">Customers</h1>
        <Button size="lg" className="h-12" asChild>
          <Link to={posCustomerPaths.addCustomer}>
            <UserPlus aria-hidden />
            Add customer
          </Link>
        </Button>
      </div>
      <CustomerSearchBox
        touch
        onSearch={(query) => {
          setSearchQuery(query);
          paging.first();
        }}
      />
      <Card
        className={cn("py-0 transition-opacity", page.isPlaceholderData && "opacity-60")}
        aria-busy={page.isFetching}
      >
        <CardContent className="px-0">
          <CustomersTable
            touch
            customers={page.data?.items}
            editPath={posCustomerPaths.editCustomer}
            searching={searchQuery !== ""}
          />
        </CardContent>
      </Card>
      <CustomerListPaging page={page.data} paging={paging} fetching={page.isFetching} />
    </div>
  );
}
