import { PackageSearch, Warehouse, X } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LocationSelect } from "@/components/shared/location-select";
import { AdjustStockForm, type AdjustTarget } from "@/features/inventory/adjust-stock-form";
import { ProductFinder } from "@/features/inventory/product-finder";
import { RecentAdjustments } from "@/features/inventory/recent-adjustments";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `inventory/update`: adjust one product (and lot) at a location, found by typing or scanning; recent adjustments. */
export function InventoryUpdatePage() {
  const { company } = useCompany();
  const companyId = company.id;
  const [params, setParams] = useSearchParams();
  const locations = trpc.inventory.locations.useQuery({ companyId });
  const [product, setProduct] = useState<AdjustTarget | null>(null);
  const [round, setRound] = useState(0);
  if (locations.error)
    return (
      <PageError
        error={locations.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void locations.refetch()}
      />
    );
  if (!locations.data) return <PageSpinner />;
  const allowed = locations.data.items;
  const location = allowed.find((entry) => entry.id === params.get("locationId")) ?? allowed[0];
  const overview = `/company/${companyId}/dashboard/inventory/overview`;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Update inventory"
        description="Add stock that arrived, or take out what was damaged, expired, lost or sampled."
        back={{
          to: location ? `${overview}?locationId=${location.id}` : overview,
          label: "Inventory overview",
        }}
      />
      {!location ? (
        <EmptyState icon={Warehouse} title="No location to update">
          You may manage inventory at none of this company&apos;s locations.
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Adjust stock</CardTitle>
              <CardDescription>Every change is kept in the inventory log with its reason.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <div className="grid max-w-xs gap-1.5">
                <Label htmlFor="update-location">Location</Label>
                <LocationSelect
                  id="update-location"
                  className="w-full"
                  locations={allowed}
                  value={location.id}
                  onChange={(locationId) => {
                    setProduct(null);
                    setParams({ locationId }, { replace: true });
                  }}
                />
              </div>
              {product ? (
                <div className="grid max-w-2xl gap-4 rounded-lg border p-4">
                  <div className="flex items-center justify-between gap-4">
                    <p className="font-medium">{product.name}</p>
                    <Button variant="ghost" size="sm" onClick={() => setProduct(null)}>
                      <X aria-hidden />
                      Choose another product
                    </Button>
                  </div>
                  <AdjustStockForm
                    key={`${product.productId}/${round}`}
                    companyId={companyId}
                    locationId={location.id}
                    product={product}
                    onDone={() => {
                      setProduct(null);
                      setRound((value) => value + 1);
                    }}
                    onCancel={() => setProduct(null)}
                  />
                </div>
              ) : (
                <div className="grid max-w-2xl gap-3">
                  <ProductFinder companyId={companyId} locationId={location.id} onPick={setProduct} />
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    <PackageSearch className="size-4" aria-hidden />
                    Products that keep no inventory are not listed. To see everything on hand, open the{" "}
                    <Link
                      className="underline underline-offset-4"
                      to={`${overview}?locationId=${location.id}`}
                    >
                      overview
                    </Link>
                    .
                  </p>
                </div>
              )}
            </CardContent>
          </Card>
          <Card className="gap-0 pb-0">
            <CardHeader className="pb-4">
              <CardTitle>Recent adjustments</CardTitle>
              <CardDescription>At {location.name}, newest first.</CardDescription>
            </CardHeader>
            <RecentAdjustments companyId={companyId} locationId={location.id} timeZone={company.timezone} />
          </Card>
        </>
      )}
    </div>
  );
}
