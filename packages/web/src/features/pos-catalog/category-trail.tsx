import type { PosCategory } from "@pos/core/payments/pos-data.schema";
import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { categoryPath } from "./browse";

/** "All products › Flower › Whole flower": where the browser is, each step a way back. */
export function CategoryTrail({
  categories,
  categoryId,
  onOpen,
}: {
  categories: PosCategory[];
  categoryId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const path = categoryPath(categories, categoryId);
  const step =
    "rounded-sm px-1 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";
  return (
    <nav aria-label="Category path" className="flex flex-wrap items-center gap-1 text-sm">
      {path.length === 0 ? (
        <span className="px-1 font-medium">All products</span>
      ) : (
        <button type="button" className={`${step} text-muted-foreground`} onClick={() => onOpen(null)}>
          All products
        </button>
      )}
      {path.map((category, at) => (
        <Fragment key={category.id}>
          <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden />
          {at === path.length - 1 ? (
            <span className="px-1 font-medium" aria-current="page">
              {category.name}
            </span>
          ) : (
            <button
              type="button"
              className={`${step} text-muted-foreground`}
              onClick={() => onOpen(category.id)}
            >
              {category.name}
            </button>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
