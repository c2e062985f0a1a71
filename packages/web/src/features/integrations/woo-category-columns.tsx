import type { ColumnDef } from "@tanstack/react-table";
import type { WooCategoryRow } from "@pos/core/integrations/woocommerce/woo.schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const none = "none";

export function wooCategoryColumns(
  storeCategories: { id: number; name: string }[],
  onMap: (category: WooCategoryRow, wooCategoryId: number | null) => void,
  disabled: boolean,
): ColumnDef<WooCategoryRow>[] {
  return [
    { accessorKey: "name", header: "Our category", meta: { className: "pl-6 font-medium" } },
    {
      id: "store",
      header: "Store category",
      accessorFn: (category) => category.wooCategoryName ?? "",
      meta: { className: "pr-6" },
      cell: ({ row: { original: category } }) => (
        <Select
          value={category.wooCategoryId === null ? none : String(category.wooCategoryId)}
          onValueChange={(value) => onMap(category, value === none ? null : Number(value))}
          disabled={disabled}
        >
          <SelectTrigger className="min-w-52" aria-label={`Store category for ${category.name}`}>
            <SelectValue placeholder="Not mapped" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={none}>Not mapped</SelectItem>
            {category.wooCategoryId !== null &&
              !storeCategories.some((store) => store.id === category.wooCategoryId) && (
                <SelectItem value={String(category.wooCategoryId)}>{category.wooCategoryName}</SelectItem>
              )}
            {storeCategories.map((store) => (
              <SelectItem key={store.id} value={String(store.id)}>
                {store.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ),
    },
  ];
}
