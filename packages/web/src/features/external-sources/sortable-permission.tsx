import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import type { PermissionRow } from "./permission-order";

type Props = { row: PermissionRow; onCheckedChange: (checked: boolean) => void };

/** One permission: a drag handle (pointer, or Space then arrow keys), its checkbox and its name. */
export function SortablePermission({ row, onCheckedChange }: Props) {
  const { setNodeRef, transform, transition, attributes, listeners, isDragging } = useSortable({
    id: row.id,
  });
  const id = `permission-${row.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 rounded-md border bg-background px-2 py-2",
        isDragging && "relative z-10 shadow-md",
      )}
    >
      <button
        type="button"
        className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`Move ${row.name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <Checkbox id={id} checked={row.checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {row.name}
      </Label>
    </li>
  );
}
