import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type RoleSelectProps = {
  roles: readonly SecurityRoleView[];
  value: string;
  onChange: (roleId: string) => void;
  disabled?: boolean;
  /** For a select without a visible label of its own. */
  label?: string;
};

/** The company's security roles; use inside a FormItem (the trigger is the form control). */
export function RoleSelect({ roles, value, onChange, disabled, label }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <FormControl>
        <SelectTrigger className="w-full sm:w-60" aria-label={label}>
          <SelectValue placeholder="Choose a role" />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role.id} value={role.id}>
            {role.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
