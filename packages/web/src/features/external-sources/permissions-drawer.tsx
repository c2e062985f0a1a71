import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useState } from "react";
import { toast } from "sonner";
import { externalSourceToasts } from "@pos/core/integrations/external-sources.schema";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import type { ExternalSourceCardData } from "./external-source-view";
import { checkedIds, onlyOrderChanged, permissionRows, type PermissionRow } from "./permission-order";
import { SortablePermission } from "./sortable-permission";

type Props = { source: ExternalSourceCardData | null; onClose: () => void };

export function PermissionsDrawer({ source, onClose }: Props) {
  return (
    <Sheet open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[350px] sm:max-w-[350px]">
        <SheetHeader>
          <SheetTitle>Permissions</SheetTitle>
          <SheetDescription>
            What {source?.name} may do with its API key. Drag to set the order they are shown in.
          </SheetDescription>
        </SheetHeader>
        {source && <PermissionsEditor key={source.id} source={source} />}
      </SheetContent>
    </Sheet>
  );
}

function PermissionsEditor({ source }: { source: ExternalSourceCardData }) {
  const utils = trpc.useUtils();
  const save = trpc.externalSources.setPermissions.useMutation();
  const [rows, setRows] = useState<PermissionRow[]>(() => permissionRows(source.permissions));
  const [saved, setSaved] = useState(source.permissions);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const allChecked = rows.every((row) => row.checked);

  async function persist(next: PermissionRow[], orderOnly: boolean) {
    try {
      const updated = await save.mutateAsync({ sourceId: source.id, permissionIds: checkedIds(next) });
      setSaved(updated.permissions);
      toast.success(orderOnly ? externalSourceToasts.orderUpdated : externalSourceToasts.permissionsUpdated);
      await utils.externalSources.list.invalidate();
    } catch (error) {
      toast.error(
        serverMessageOr(
          error,
          orderOnly ? externalSourceToasts.orderError : externalSourceToasts.updateError,
        ),
      );
    }
  }

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    const next = arrayMove(rows, from, to);
    setRows(next);
    if (onlyOrderChanged(saved, next) && checkedIds(next).join() !== checkedIds(rows).join())
      void persist(next, true);
  }

  return (
    <>
      <div className="grid gap-3 overflow-y-auto px-4">
        <div className="flex items-center gap-2 border-b pb-3">
          <Checkbox
            id="permissions-check-all"
            checked={allChecked ? true : rows.some((row) => row.checked) ? "indeterminate" : false}
            onCheckedChange={() =>
              setRows((current) => current.map((row) => ({ ...row, checked: !allChecked })))
            }
          />
          <Label htmlFor="permissions-check-all">Check all</Label>
        </div>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <ul className="grid gap-1.5" aria-label="Permissions in order">
              {rows.map((row) => (
                <SortablePermission
                  key={row.id}
                  row={row}
                  onCheckedChange={(checked) =>
                    setRows((current) =>
                      current.map((item) => (item.id === row.id ? { ...item, checked } : item)),
                    )
                  }
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      </div>
      <SheetFooter>
        <Button
          disabled={
            save.isPending ||
            checkedIds(rows).join() ===
              permissionRows(saved)
                .filter((r) => r.checked)
                .map((r) => r.id)
                .join()
          }
          onClick={() => void persist(rows, onlyOrderChanged(saved, rows))}
        >
          {save.isPending && <Spinner />}
          Save permissions
        </Button>
      </SheetFooter>
    </>
  );
}
