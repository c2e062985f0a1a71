import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Pagination } from "@/components/shared/pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { DiscountsTable } from "@/features/discounts/discounts-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { discountPaths } from "./discount-paths";

type Key = Record<string, string>;
type Mode = "paged" | "all";

/** `discounts`: the company's discounts, a page at a time (the spec's paginated list) or all on one page. */
export function DiscountsPage() {
  const { company } = useCompany();
  const paths = discountPaths(company.id);
  const [mode, setMode] = useState<Mode>("paged");
  const paging = useCursorPagination<Key>();
  const page = trpc.discounts.listPage.useQuery(
    { companyId: company.id, limit: paging.limit, lastEvaluatedKey: paging.key },
    { enabled: mode === "paged", placeholderData: (previous) => previous },
  );
  const all = trpc.discounts.list.useQuery({ companyId: company.id }, { enabled: mode === "all" });
  const shown = mode === "paged" ? page : all;

  if (shown.error) {
    return (
      <PageError error={shown.error} permission="CAN_MANAGE_PRODUCTS" onRetry={() => void shown.refetch()} />
    );
  }
  const next = page.data?.lastEvaluatedKey ?? null;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Discounts"
        description="Percentages, amounts off and fixed prices, at the register and online, on a schedule or as loyalty rewards."
        actions={
          <Button asChild>
            <Link to={paths.addDiscount}>
              <Plus aria-hidden />
              Add discount
            </Link>
          </Button>
        }
      />
      <div className="flex items-center justify-between gap-4">
        <ToggleGroup
          type="single"
          variant="outline"
          size="sm"
          value={mode}
          onValueChange={(value) => value && setMode(value as Mode)}
          aria-label="Show"
        >
          <ToggleGroupItem value="paged" className="px-3">
            Page by page
          </ToggleGroupItem>
          <ToggleGroupItem value="all" className="px-3">
            All discounts
          </ToggleGroupItem>
        </ToggleGroup>
        {mode === "all" && all.data && (
          <span className="text-sm text-muted-foreground">
            {all.data.items.length} discount{all.data.items.length === 1 ? "" : "s"}
          </span>
        )}
      </div>
      <Card className="py-0">
        <CardContent className="px-0">
          <DiscountsTable
            companyId={company.id}
            discounts={mode === "paged" ? page.data?.items : all.data?.items}
            editPath={paths.editDiscount}
          />
        </CardContent>
      </Card>
      {mode === "paged" && (paging.canPrevious || next) && (
        <Pagination
          mode="cursor"
          pageSize={paging.limit}
          onPageSizeChange={paging.setLimit}
          canPrevious={paging.canPrevious}
          canNext={next !== null}
          onFirst={paging.first}
          onPrevious={paging.previous}
          onNext={() => next && paging.next(next)}
          disabled={page.isFetching}
        />
      )}
    </div>
  );
}
