import { keepPreviousData } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Pagination } from "@/components/shared/pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

export function CompaniesPage() {
  const paging = useCursorPagination<Record<string, string>>();
  const companies = trpc.admin.companies.useQuery(
    { limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );

  if (companies.error) {
    return <LoadError message={errorMessage(companies.error)} onRetry={() => void companies.refetch()} />;
  }

  const page = companies.data;
  const nextKey = page?.lastEvaluatedKey;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Companies</h1>
        <p className="text-sm text-muted-foreground">Every store on the platform. Open one to manage it.</p>
      </header>
      <Card className="py-0">
        <CardContent className="px-0">
          {page && page.items.length === 0 && !paging.canPrevious ? (
            <div className="p-6">
              <EmptyState icon={Building2} title="No companies yet">
                Companies appear here once a store is registered.
              </EmptyState>
            </div>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-24 pl-6">ID</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Province</TableHead>
                  <TableHead className="pr-6 text-right">Plan</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {!page && <TableSkeletonRows columns={4} />}
                {page?.items.map((company) => (
                  <TableRow key={company.id}>
                    <TableCell className="pl-6 font-mono text-muted-foreground tabular-nums">
                      {company.id}
                    </TableCell>
                    <TableCell>
                      <Link
                        to={String(company.id)}
                        className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
                      >
                        {company.name}
                      </Link>
                    </TableCell>
                    <TableCell>{company.province}</TableCell>
                    <TableCell className="pr-6 text-right">
                      <Badge variant={company.isPaid ? "default" : "secondary"}>
                        {company.isPaid ? "Paid" : "Free"}
                      </Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Pagination
        mode="cursor"
        pageSize={paging.limit}
        onPageSizeChange={paging.setLimit}
        canPrevious={paging.canPrevious}
        canNext={Boolean(nextKey)}
        onFirst={paging.first}
        onPrevious={paging.previous}
        onNext={() => nextKey && paging.next(nextKey)}
        disabled={companies.isPlaceholderData}
      />
    </div>
  );
}
