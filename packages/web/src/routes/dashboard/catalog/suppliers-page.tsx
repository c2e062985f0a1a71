import { Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SuppliersTable } from "@/features/suppliers/suppliers-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { taxonomyPaths } from "./taxonomy-paths";

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function SuppliersPage() {
  const { company } = useCompany();
  const paths = taxonomyPaths(company.id);
  const suppliers = trpc.catalog.suppliers.list.useQuery({ companyId: company.id });
  const [query, setQuery] = useState("");
  const wanted = folded(query.trim());
  const shown = useMemo(
    () =>
      suppliers.data?.items.filter((supplier) =>
        [supplier.name, supplier.contactName, supplier.email, supplier.licenceNumber].some(
          (value) => value && folded(value).includes(wanted),
        ),
      ),
    [suppliers.data, wanted],
  );

  if (suppliers.error) {
    return (
      <PageError
        error={suppliers.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void suppliers.refetch()}
      />
    );
  }

  const total = suppliers.data?.items.length ?? 0;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Suppliers"
        description="The producers and distributors you buy from. Choose one on each product."
        actions={
          <Button asChild>
            <Link to={paths.addSupplier}>
              <Plus aria-hidden />
              Add supplier
            </Link>
          </Button>
        }
      />
      <Card className="gap-0 py-0">
        {total > 0 && (
          <div className="border-b px-4 py-3">
            <div className="relative w-full max-w-xs">
              <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
              <Input
                type="search"
                aria-label="Search suppliers"
                placeholder="Search suppliers"
                className="pl-8"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
        )}
        <CardContent className="px-0">
          <SuppliersTable
            companyId={company.id}
            suppliers={shown}
            filtered={wanted !== "" && total > 0}
            editPath={paths.editSupplier}
            productsPath={paths.productsOfSupplier}
          />
        </CardContent>
      </Card>
    </div>
  );
}
