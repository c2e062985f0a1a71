import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Category } from "@pos/core/catalog/category.schema";
import { CategoryRow, type CategoryRowActions } from "./category-row";
import { moveBy } from "./tree-helpers";

export type TreeViewProps = CategoryRowActions & {
  tree: Category[];
  /** Off while the list is filtered: the shown siblings are not all the siblings. */
  reorderable: boolean;
  onReorder: (parentId: string | null, orderedIds: string[], movedId: string) => void;
  isExpanded: (id: string) => boolean;
  onToggleExpanded: (id: string) => void;
  selected: ReadonlySet<string>;
  onToggleSelected: (id: string) => void;
};

type LevelProps = TreeViewProps & { parentId: string | null; nodes: Category[]; depth: number };

function SortableItem(props: LevelProps & { category: Category; index: number; ids: string[] }) {
  const { category, ids, index, reorderable, parentId, onReorder } = props;
  const { setNodeRef, transform, transition, attributes, listeners, isDragging } = useSortable({
    id: category.id,
    disabled: !reorderable,
  });
  const move = (delta: -1 | 1) => {
    const next = moveBy(ids, category.id, delta);
    return reorderable && next ? () => onReorder(parentId, next, category.id) : null;
  };
  const expanded = props.isExpanded(category.id);
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
        transition: transition,
      }}
      className={isDragging ? "relative z-10" : undefined}
    >
      <CategoryRow
        {...props}
        depth={props.depth}
        expanded={expanded}
        onToggleExpanded={() => props.onToggleExpanded(category.id)}
        selected={props.selected.has(category.id)}
        onToggleSelected={() => props.onToggleSelected(category.id)}
        onMoveUp={index > 0 ? move(-1) : null}
        onMoveDown={index < ids.length - 1 ? move(1) : null}
        handle={reorderable ? { attributes: attributes, listeners: listeners } : null}
        dragging={isDragging}
      />
      {expanded && category.childCategories.length > 0 && (
        <SortableLevel
          {...props}
          parentId={category.id}
          nodes={category.childCategories}
          depth={props.depth + 1}
        />
      )}
    </li>
  );
}

/** One level of siblings: its own drag context, so a category only moves among its siblings. */
function SortableLevel(props: LevelProps) {
  const { nodes, parentId, onReorder } = props;
  const ids = nodes.map((node) => node.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => nodes.find((node) => node.id === id)?.name ?? "";
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} is back in its place.`,
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    onReorder(parentId, next, String(active.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "Press space or enter to pick up the category, the arrow keys to move it among its siblings, space or enter to drop it, escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul>
          {nodes.map((category, index) => (
            <SortableItem key={category.id} {...props} category={category} index={index} ids={ids} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The category tree: indented levels, each reordered by dragging its rows or with the move buttons. */
export function CategoryTreeView(props: TreeViewProps) {
  return <SortableLevel {...props} parentId={null} nodes={props.tree} depth={0} />;
}
