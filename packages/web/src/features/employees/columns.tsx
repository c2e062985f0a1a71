import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import type { ColumnDef } from "@tanstack/react-table";
import { KeyRound, UserX } from "lucide-react";
import { Link } from "react-router";
import type { EmployeeView } from "@pos/core/employees/employees.schema";
import { Badge } from "@/components/ui/badge";

type Names = { roleNames: ReadonlyMap<string, string>; locationNames: ReadonlyMap<string, string> };

function Email({ email }: Pick<EmployeeView, "email">) {
  return email ?? <span className="text-muted-foreground">Register only</span>;
}

function Assignments({ assignments, roleNames, locationNames }: Names & Pick<EmployeeView, "assignments">) {
  if (assignments.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="grid gap-1">
      {assignments.map((item) => (
        <li key={item.locationId ?? "company"}>
          <span className="font-medium whitespace-nowrap">
            {item.locationId === null
              ? "Whole company"
              : (locationNames.get(item.locationId) ?? item.locationId)}
          </span>{" "}
          <span className="whitespace-nowrap text-muted-foreground">
            {"· "}
            {item.securityRoleId ? (roleNames.get(item.securityRoleId) ?? "Unknown role") : "No role"}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function employeeColumns({
  names,
  currentUserId,
  editPath,
  onDeactivate,
}: {
  names: Names;
  currentUserId: string;
  editPath: (userId: string) => string;
  onDeactivate: (employee: EmployeeView) => void;
}): ColumnDef<EmployeeView>[] {
  return [
    {
      accessorKey: "name",
      header: "Name",
      meta: { className: "pl-6 align-top" },
      cell: ({ row: { original: employee } }) => (
        <>
          <div className="flex items-center gap-2">
            <Link
              to={editPath(employee.id)}
              className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
            >
              {employee.name}
            </Link>
            {employee.id === currentUserId && <Badge variant="outline">You</Badge>}
          </div>
          <div className="text-xs text-muted-foreground md:hidden">
            <Email email={employee.email} />
          </div>
        </>
      ),
    },
    {
      id: "email",
      header: "E-mail",
      accessorFn: (employee) => employee.email ?? "",
      meta: { className: "hidden align-top md:table-cell" },
      cell: ({ row }) => <Email email={row.original.email} />,
    },
    {
      id: "assignments",
      header: "Locations and roles",
      enableSorting: false,
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row }) => <Assignments assignments={row.original.assignments} {...names} />,
    },
    {
      accessorKey: "tracksHours",
      header: "Hours",
      meta: { className: "hidden align-top sm:table-cell" },
      cell: ({ row }) =>
        row.original.tracksHours ? (
          <Badge variant="secondary">Tracks hours</Badge>
        ) : (
          <Badge variant="outline" className="text-muted-foreground">
            Not tracked
          </Badge>
        ),
    },
    {
      accessorKey: "hasPasscode",
      header: "Passcode",
      meta: { className: "hidden align-top sm:table-cell" },
      cell: ({ row }) =>
        row.original.hasPasscode ? (
          <span className="inline-flex items-center gap-1.5">
            <KeyRound className="size-3.5 text-muted-foreground" aria-hidden />
            Set
          </span>
        ) : (
          <span className="text-muted-foreground">Not set</span>
        ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-16 pr-6 text-right align-top" },
      cell: ({ row: { original: employee } }) => (
        <RowActionsMenu
          name={employee.name}
          editTo={editPath(employee.id)}
          actions={[
            {
              // Nobody can deactivate themselves.
              label: employee.id === currentUserId ? "Deactivate (not yourself)" : "Deactivate",
              icon: UserX,
              destructive: true,
              disabled: employee.id === currentUserId,
              onSelect: () => onDeactivate(employee),
            },
          ]}
        />
      ),
    },
  ];
}
