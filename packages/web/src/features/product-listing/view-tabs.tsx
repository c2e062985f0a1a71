import { productViews, type ProductView } from "@pos/core/catalog/listing.schema";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";

const labels: Record<ProductView, string> = { active: "Active", inactive: "Inactive", deleted: "Deleted" };

const isView = (value: string): value is ProductView => (productViews as readonly string[]).includes(value);

/** Active, inactive and deleted products, one view at a time. */
export function ViewTabs({ value, onChange }: { value: ProductView; onChange: (view: ProductView) => void }) {
  return (
    <Tabs value={value} onValueChange={(next) => isView(next) && onChange(next)}>
      <TabsList aria-label="Products to show">
        {productViews.map((view) => (
          <TabsTrigger key={view} value={view} className="px-3">
            {labels[view]}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
