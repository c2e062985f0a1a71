import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  groupState,
  permissionGroups,
  setGroup,
  setPermission,
  type PermissionGroup,
} from "./permission-groups";

type ChecklistProps = { value: readonly string[]; onChange: (names: string[]) => void; disabled?: boolean };

function GroupRow({ group, value, onChange, disabled }: ChecklistProps & { group: PermissionGroup }) {
  const id = useId();
  const state = groupState(group, value);
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-4 py-5 md:grid-cols-[11rem_1fr]">
      <div className="flex items-center justify-between gap-2 md:grid md:content-start md:justify-start">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {group.name}
        </h3>
        {group.permissions.length > 1 && (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-all`}
              checked={state}
              disabled={disabled}
              onCheckedChange={() => onChange(setGroup(value, group, state !== true))}
            />
            <Label htmlFor={`${id}-all`} className="font-normal text-muted-foreground">
              Select all<span className="sr-only"> {group.name} permissions</span>
            </Label>
          </div>
        )}
      </div>
      <ul className="grid gap-4">
        {group.permissions.map((permission) => {
          const checkboxId = `${id}-${permission.name}`;
          return (
            <li key={permission.name} className="flex items-start gap-3">
              <Checkbox
                id={checkboxId}
                className="mt-0.5"
                checked={value.includes(permission.name)}
                disabled={disabled}
                aria-describedby={`${checkboxId}-description`}
                onCheckedChange={(checked) =>
                  onChange(setPermission(value, permission.name, checked === true))
                }
              />
              <div className="grid gap-1">
                <Label htmlFor={checkboxId}>{permission.label}</Label>
                <p id={`${checkboxId}-description`} className="text-sm text-muted-foreground">
                  {permission.description}
                </p>
                <code className="text-[11px] text-muted-foreground/80">{permission.name}</code>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The permission catalogue as checkboxes, one row per group, with "Select all" where a group has several. */
export function PermissionChecklist(props: ChecklistProps) {
  return (
    <div className="divide-y [&>:first-child]:pt-0 [&>:last-child]:pb-0">
      {permissionGroups.map((group) => (
        <GroupRow key={group.name} group={group} {...props} />
      ))}
    </div>
  );
}
