import { keepPreviousData } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import { useState } from "react";
import { companySearchMessages } from "@pos/core/admin/company-search.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CompaniesTable } from "@/features/admin-companies/companies-table";
import { CompanySearchBar, type CompanyFilter } from "@/features/admin-companies/company-search-bar";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

/** admin.md 2 "v2 list": search by id, name or licence, a province filter, cursor pages of 8. */
export function CompaniesV2Page() {
  const [filter, setFilter] = useState<CompanyFilter>({});
  const [cursor, setCursor] = useState<string | undefined>();
  const companies = trpc.adminCompanies.search.useQuery(
    { ...filter, cursor },
    { placeholderData: keepPreviousData, retry: false },
  );
  const page = companies.data;

  function apply(next: CompanyFilter) {
    setFilter(next);
    setCursor(undefined);
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Companies</h1>
        <p className="text-sm text-muted-foreground">
          Find a store by its ID, its name, or its Ontario licence (CRSA).
        </p>
      </header>
      <CompanySearchBar onApply={apply} />
      <Card className="py-0">
        <CardContent className="px-0">
          {companies.error ? (
            <div className="flex flex-wrap items-center justify-between gap-3 p-6 text-sm">
              <p role="alert" className="text-destructive">
                {adminErrorMessage(companies.error, companySearchMessages.listFailed)}
              </p>
              <Button variant="outline" size="sm" onClick={() => void companies.refetch()}>
                Try again
              </Button>
            </div>
          ) : page && page.data.length === 0 ? (
            <div className="p-6">
              <EmptyState icon={SearchX} title="No companies found">
                {filter.search ? `Nothing matches “${filter.search}”.` : "No company in this province yet."}{" "}
                Try another search or Reset.
              </EmptyState>
            </div>
          ) : (
            <CompaniesTable rows={page?.data} basePath="/admin/v2/companies" />
          )}
        </CardContent>
      </Card>
      <nav aria-label="Pages" className="flex items-center justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!page?.pagination.prevCursor || companies.isPlaceholderData}
          onClick={() => setCursor(page?.pagination.prevCursor ?? undefined)}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!page?.pagination.nextCursor || companies.isPlaceholderData}
          onClick={() => setCursor(page?.pagination.nextCursor ?? undefined)}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
