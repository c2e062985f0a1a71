import { MoreHorizontal, Pencil, Trash2, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** A menu item beyond Edit and Delete, such as Deactivate or Undelete. */
type RowAction = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
};

type RowActionsMenuProps = {
  /** The row's name, for the menu button's accessible label. */
  name: string;
  /** Omitted where the row cannot be edited (a deleted product). */
  editTo?: string;
  onDelete?: () => void;
  actions?: readonly RowAction[];
};

/** The "…" menu at the end of a table row: Edit (a link), then the row's other actions, then Delete. */
export function RowActionsMenu({ name, editTo, onDelete, actions = [] }: RowActionsMenuProps) {
  const items: RowAction[] = onDelete
    ? [...actions, { label: "Delete", icon: Trash2, onSelect: onDelete, destructive: true }]
    : [...actions];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {editTo !== undefined && (
          <DropdownMenuItem asChild>
            <Link to={editTo}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </DropdownMenuItem>
        )}
        {editTo !== undefined && items.length > 0 && <DropdownMenuSeparator />}
        {items.map(({ label, icon: Icon, onSelect, destructive = false, disabled = false }) => (
          <DropdownMenuItem
            key={label}
            variant={destructive ? "destructive" : "default"}
            disabled={disabled}
            onSelect={onSelect}
          >
            <Icon aria-hidden />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
