import { keepPreviousData } from "@tanstack/react-query";
import { Shuffle } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConversionForm } from "@/features/inventory-convert/conversion-form";
import { ConversionsTable } from "@/features/inventory-convert/conversions-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { LocationSelect } from "@/components/shared/location-select";

/** inventory/convert: bulk into prepacks, or one product into another, at a location; its recent conversions. */
export function ConvertPage() {
  const { company, locations } = useCompany();
  const [params, setParams] = useSearchParams();
  const location = locations.find((entry) => entry.id === params.get("locationId")) ?? locations[0];
  const paging = useCursorPagination<Record<string, string>>();
  const recent = trpc.inventoryConversions.list.useQuery(
    {
      companyId: company.id,
      locationId: location?.id ?? "",
      page: { limit: paging.limit, lastEvaluatedKey: paging.key },
    },
    { enabled: Boolean(location), placeholderData: keepPreviousData },
  );

  if (recent.error) {
    return (
      <PageError
        error={recent.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void recent.refetch()}
      />
    );
  }

  const page = recent.data;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Convert inventory"
        description="Turn bulk into prepacks, or one product into another. The cost follows to products that track conversion costs."
        actions={
          location && (
            <LocationSelect
              locations={locations}
              value={location.id}
              onChange={(locationId) => {
                paging.first();
                setParams({ locationId }, { replace: true });
              }}
            />
          )
        }
      />
      {!location ? (
        <EmptyState icon={Shuffle} title="No locations yet">
          Stock is kept per location. Add a location to convert its stock.
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>New conversion at {location.name}</CardTitle>
              <CardDescription>Quantities are in each product's inventory unit.</CardDescription>
            </CardHeader>
            <CardContent>
              <ConversionForm
                key={location.id}
                companyId={company.id}
                locationId={location.id}
                locationName={location.name}
              />
            </CardContent>
          </Card>
          <Card className="gap-0 py-0">
            <CardHeader className="border-b py-4">
              <CardTitle>Recent conversions</CardTitle>
            </CardHeader>
            <CardContent className="px-0">
              <ConversionsTable
                conversions={page?.items}
                timeZone={company.timezone}
                locationName={location.name}
              />
            </CardContent>
          </Card>
          {page && (page.items.length > 0 || paging.canPrevious) && (
            <CursorPagination
              paging={paging}
              nextKey={page.lastEvaluatedKey}
              disabled={recent.isPlaceholderData}
            />
          )}
        </>
      )}
    </div>
  );
}
