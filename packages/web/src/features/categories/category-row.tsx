import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import {
  ArrowDown,
  ArrowUp,
  ChevronRight,
  GitMerge,
  GripVertical,
  Lock,
  MoreHorizontal,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import { Link } from "react-router";
import type { Category } from "@pos/core/catalog/category.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { ComplianceBadge } from "./compliance-badge";
import { plural } from "./tree-helpers";

export type CategoryRowActions = {
  onAddChild: (category: Category) => void;
  onEdit: (category: Category) => void;
  onMerge: (category: Category) => void;
  onDelete: (category: Category) => void;
  productsHref: (categoryId: string) => string;
};

type CategoryRowProps = CategoryRowActions & {
  category: Category;
  depth: number;
  expanded: boolean;
  onToggleExpanded: () => void;
  selected: boolean;
  onToggleSelected: () => void;
  /** null when the row cannot move that way (an edge, or reordering is off while filtering). */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  handle: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners } | null;
  dragging: boolean;
};

const iconButton = "size-8 text-muted-foreground hover:text-foreground";

export function CategoryRow(props: CategoryRowProps) {
  const { category, depth, expanded, handle, dragging } = props;
  const isSystem = category.categoryType === "SYSTEM_FEES";
  const hasChildren = category.childCategories.length > 0;
  const name = category.name;

  return (
    <div
      className={cn(
        "group flex min-h-12 items-center gap-2 border-b px-3 py-1.5 hover:bg-muted/40",
        dragging && "relative z-10 rounded-md border bg-background shadow-lg",
        props.selected && "bg-primary/5",
      )}
      data-category-row={category.id}
    >
      <Checkbox
        aria-label={`Select ${name}`}
        checked={props.selected}
        onCheckedChange={props.onToggleSelected}
        disabled={isSystem}
        className={cn(isSystem && "invisible")}
      />
      <button
        type="button"
        className={cn(
          "flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing",
          !handle && "invisible",
        )}
        aria-label={`Drag ${name} to reorder`}
        {...handle?.attributes}
        {...handle?.listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2" style={{ paddingLeft: `${depth * 1.5}rem` }}>
        <Button
          variant="ghost"
          size="icon"
          className={cn("size-6", !hasChildren && "invisible")}
          aria-label={`${expanded ? "Collapse" : "Expand"} ${name}`}
          aria-expanded={expanded}
          onClick={props.onToggleExpanded}
        >
          <ChevronRight className={cn("transition-transform", expanded && "rotate-90")} aria-hidden />
        </Button>
        {isSystem ? (
          <span className="truncate font-medium">{name}</span>
        ) : (
          <button
            type="button"
            className={cn(
              "truncate rounded-sm text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
              depth === 0 ? "font-medium" : "font-normal",
            )}
            title={`Edit ${name}`}
            onClick={() => props.onEdit(category)}
          >
            {name}
          </button>
        )}
        {isSystem && (
          <Badge variant="secondary" title="A system category: products of type fee go here">
            <Lock aria-hidden />
            System
          </Badge>
        )}
        <ComplianceBadge id={category.complianceCategoryId} />
      </div>
      {category.productCount > 0 ? (
        <Link
          to={props.productsHref(category.id)}
          className="shrink-0 text-sm text-muted-foreground tabular-nums underline-offset-4 hover:text-foreground hover:underline"
        >
          {plural(category.productCount, "product")}
        </Link>
      ) : (
        <span className="shrink-0 text-sm text-muted-foreground/70">No products</span>
      )}
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={`Move ${name} up`}
          data-move="up"
          disabled={!props.onMoveUp}
          onClick={() => props.onMoveUp?.()}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={`Move ${name} down`}
          data-move="down"
          disabled={!props.onMoveDown}
          onClick={() => props.onMoveDown?.()}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={cn(iconButton, isSystem && "invisible")}
          aria-label={`Add a subcategory to ${name}`}
          title="Add subcategory"
          disabled={isSystem}
          onClick={() => props.onAddChild(category)}
        >
          <Plus aria-hidden />
        </Button>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className={cn(iconButton, isSystem && "invisible")}
              aria-label={`Actions for ${name}`}
              disabled={isSystem}
            >
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-48">
            <DropdownMenuItem onSelect={() => props.onEdit(category)}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => props.onMerge(category)}>
              <GitMerge aria-hidden />
              Merge into…
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => props.onDelete(category)}>
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
