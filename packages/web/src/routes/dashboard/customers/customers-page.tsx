import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { useOffsetPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CustomerListPaging } from "@/features/customers/customer-list-paging";
import { CustomerSearchBox } from "@/features/customers/customer-search-box";
import { CustomersTable } from "@/features/customers/customers-table";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useCompany } from "../company-context";
import { customerPaths } from "./customer-paths";

/** `customers/list`: search by name, phone, e-mail or card id, a page at a time. */
export function CustomersPage() {
  const { company } = useCompany();
  const paths = customerPaths(company.id);
  const [searchQuery, setSearchQuery] = useState("");
  const paging = useOffsetPagination();
  const page = trpc.customers.list.useQuery(
    { companyId: company.id, searchQuery, offset: paging.offset, limit: paging.limit },
    { placeholderData: (previous) => previous },
  );

  if (page.error) {
    return (
      <PageError error={page.error} permission="CAN_MANAGE_CUSTOMERS" onRetry={() => void page.refetch()} />
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Customers"
        description="Contact details, loyalty points and store credit of your customers."
        actions={
          <Button asChild>
            <Link to={paths.addCustomer}>
              <Plus aria-hidden />
              Add customer
            </Link>
          </Button>
        }
      />
      <CustomerSearchBox
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
            customers={page.data?.items}
            editPath={paths.editCustomer}
            searching={searchQuery !== ""}
          />
        </CardContent>
      </Card>
      <CustomerListPaging page={page.data} paging={paging} fetching={page.isFetching} />
    </div>
  );
}
