import { ChevronsDownUp, ChevronsUpDown, FolderTree, Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import type { Category } from "@pos/core/catalog/category.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { CategoryBulkBar } from "@/features/categories/category-bulk-bar";
import { CategoryDialog, type CategoryDialogTarget } from "@/features/categories/category-dialog";
import { CategoryTreeView } from "@/features/categories/category-tree-view";
import { DeleteCategoryDialog } from "@/features/categories/delete-category-dialog";
import { MergeCategoryDialog } from "@/features/categories/merge-category-dialog";
import { filterTree, findNode, flattenTree } from "@/features/categories/tree-helpers";
import { useCategoryReorder } from "@/features/categories/use-category-reorder";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { taxonomyPaths } from "./taxonomy-paths";

function TreeSkeleton() {
  return (
    <div className="grid gap-3 p-4" aria-label="Loading categories" role="status">
      {[0, 1, 1, 0, 0].map((depth, index) => (
        <Skeleton key={index} className="h-6" style={{ marginLeft: `${3 + depth * 1.5}rem`, width: "40%" }} />
      ))}
    </div>
  );
}

export function CategoriesPage() {
  const { company } = useCompany();
  const companyId = company.id;
  const paths = taxonomyPaths(companyId);
  const list = trpc.catalog.categories.list.useQuery({ companyId, filtered: false });
  const reorder = useCategoryReorder(companyId);
  const [query, setQuery] = useState("");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const [merging, setMerging] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const tree = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterTree(tree, query), [tree, query]);
  const filtering = query.trim() !== "";
  const productCategories = flattenTree(tree).filter((option) => !option.isSystem).length;
  // Ids that no longer exist (deleted or merged) drop out of the selection.
  const selectedIds = [...selected].filter((id) => findNode(tree, id));

  if (list.error) {
    return (
      <PageError error={list.error} permission="CAN_MANAGE_PRODUCTS" onRetry={() => void list.refetch()} />
    );
  }

  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (!next.delete(id)) next.add(id);
    return next;
  };
  const allIds = flattenTree(tree).map((option) => option.id);

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Categories"
        description="Group your products. Drag a category, or use its arrows, to change its place among its siblings."
        actions={
          <Button onClick={() => setDialog({ mode: "add", parentCategoryId: null })}>
            <Plus aria-hidden />
            Add category
          </Button>
        }
      />
      <Card className="gap-0 overflow-hidden py-0">
        <div className="flex flex-wrap items-center gap-2 border-b px-4 py-3">
          <div className="relative w-full max-w-xs">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Filter categories"
              placeholder="Filter categories"
              className="pl-8"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {filtering && <span className="text-sm text-muted-foreground">Clear the filter to reorder.</span>}
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setCollapsed(new Set())}>
              <ChevronsUpDown aria-hidden />
              Expand all
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setCollapsed(new Set(allIds))}>
              <ChevronsDownUp aria-hidden />
              Collapse all
            </Button>
          </div>
        </div>
        {selectedIds.length > 0 && (
          <CategoryBulkBar
            companyId={companyId}
            tree={tree}
            selectedIds={selectedIds}
            onDone={() => setSelected(new Set())}
          />
        )}
        {!list.data && <TreeSkeleton />}
        {list.data && productCategories === 0 && (
          <div className="border-b p-6">
            <EmptyState icon={FolderTree} title="No categories yet">
              Add categories such as Flower, Pre-rolls or Edibles, then subcategories inside them.
            </EmptyState>
          </div>
        )}
        {list.data && filtering && shown.length === 0 && (
          <p className="px-6 py-10 text-center text-sm text-muted-foreground">
            No category matches "{query.trim()}".
          </p>
        )}
        {list.data && (
          <CategoryTreeView
            tree={shown}
            reorderable={!filtering}
            onReorder={reorder}
            isExpanded={(id) => filtering || !collapsed.has(id)}
            onToggleExpanded={(id) => setCollapsed((current) => toggle(current, id))}
            selected={selected}
            onToggleSelected={(id) => setSelected((current) => toggle(current, id))}
            onAddChild={(parent) => {
              setCollapsed((current) => new Set([...current].filter((id) => id !== parent.id)));
              setDialog({ mode: "add", parentCategoryId: parent.id });
            }}
            onEdit={(category) => setDialog({ mode: "edit", category })}
            onMerge={setMerging}
            onDelete={setDeleting}
            productsHref={paths.productsInCategory}
          />
        )}
      </Card>
      <CategoryDialog companyId={companyId} tree={tree} target={dialog} onClose={() => setDialog(null)} />
      <MergeCategoryDialog
        companyId={companyId}
        tree={tree}
        source={merging}
        onClose={() => setMerging(null)}
      />
      <DeleteCategoryDialog
        companyId={companyId}
        category={deleting}
        onClose={() => setDeleting(null)}
        onMergeInstead={(category) => {
          setDeleting(null);
          setMerging(category);
        }}
      />
    </div>
  );
}
