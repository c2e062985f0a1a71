import { useState } from "react";
import { useWatch } from "react-hook-form";
import type { Category } from "@pos/core/catalog/category.schema";
import type { DiscountTarget } from "@pos/core/discounts/discount.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { trpc } from "@/lib/trpc";
import type { DiscountFormApi } from "./discount-form-values";
import { ProductPicker } from "./product-picker";
import { TargetList } from "./target-list";
import { useProductNames } from "./use-product-names";

type TargetType = DiscountTarget["type"];
type CategoryOption = { id: string; label: string };

const flatten = (tree: readonly Category[], parents: string[] = []): CategoryOption[] =>
  tree.flatMap((category) => {
    const trail = [...parents, category.name];
    return [{ id: category.id, label: trail.join(" › ") }, ...flatten(category.childCategories, trail)];
  });

/** Adds a target, replacing the same item's other type (an item is either included or excluded). */
const withTarget = (targets: DiscountTarget[], id: string, type: TargetType) => [
  ...targets.filter((target) => target.id !== id),
  { id, type },
];

export function DiscountTargetsSection({ form, companyId }: { form: DiscountFormApi; companyId: number }) {
  const [type, setType] = useState<TargetType>("include");
  const products = useWatch({ control: form.control, name: "products" }) ?? [];
  const categories = useWatch({ control: form.control, name: "categories" }) ?? [];
  const tree = trpc.catalog.categories.list.useQuery({ companyId, filtered: true });
  const options = flatten(tree.data ?? []);
  const names = useProductNames(
    companyId,
    products.map((target) => target.id),
  );
  const categoryName = (id: string) =>
    options.find((option) => option.id === id)?.label ?? "Deleted category";
  const { errors } = form.formState;
  const set = (name: "products" | "categories", next: DiscountTarget[]) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const verb = type === "include" ? "Include" : "Exclude";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Products and categories</CardTitle>
        <CardDescription>
          With nothing included, the discount covers every product. Excluded items are never covered; a
          category covers its subcategories and a product its variants.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-3">
          <Label id="target-type">Add as</Label>
          <ToggleGroup
            type="single"
            variant="outline"
            aria-labelledby="target-type"
            value={type}
            onValueChange={(next) => next && setType(next as TargetType)}
          >
            <ToggleGroupItem value="include" className="px-3">
              Included
            </ToggleGroupItem>
            <ToggleGroupItem value="exclude" className="px-3">
              Excluded
            </ToggleGroupItem>
          </ToggleGroup>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discount-category">Categories</Label>
          <Select value="" onValueChange={(id) => set("categories", withTarget(categories, id, type))}>
            <SelectTrigger id="discount-category" className="w-full max-w-md">
              <SelectValue placeholder={`${verb} a category`} />
            </SelectTrigger>
            <SelectContent>
              {options.length === 0 && (
                <div className="px-2 py-1.5 text-sm text-muted-foreground">No categories yet</div>
              )}
              {options.map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <TargetList
            label="Chosen categories"
            targets={categories}
            nameOf={categoryName}
            onRemove={(id) =>
              set(
                "categories",
                categories.filter((target) => target.id !== id),
              )
            }
          />
          {errors.categories && <p className="text-sm text-destructive">{errors.categories.message}</p>}
        </div>
        <div className="grid gap-2">
          <Label>Products</Label>
          <div className="max-w-md">
            <ProductPicker
              companyId={companyId}
              label={`${verb} a product`}
              placeholder={`${verb} a product: search by name, SKU or barcode`}
              onPick={(product) => {
                names.remember(product.id, product.name);
                set("products", withTarget(products, product.id, type));
              }}
            />
          </div>
          <TargetList
            label="Chosen products"
            targets={products}
            nameOf={names.nameOf}
            onRemove={(id) =>
              set(
                "products",
                products.filter((target) => target.id !== id),
              )
            }
          />
          {errors.products && <p className="text-sm text-destructive">{errors.products.message}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
