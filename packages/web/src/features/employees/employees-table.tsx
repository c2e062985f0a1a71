import { KeyRound, UserX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { EmployeeView } from "@pos/core/employees/employees.schema";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeactivateEmployeeDialog } from "./deactivate-employee-dialog";

type EmployeesTableProps = {
  companyId: number;
  companyName: string;
  /** undefined while the first page loads. */
  employees: EmployeeView[] | undefined;
  roleNames: ReadonlyMap<string, string>;
  locationNames: ReadonlyMap<string, string>;
  currentUserId: string;
  editPath: (userId: string) => string;
};

type Names = Pick<EmployeesTableProps, "roleNames" | "locationNames">;

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

/** The company's employees with where they work, their roles and their register set-up. */
export function EmployeesTable(props: EmployeesTableProps) {
  const { employees, currentUserId, editPath } = props;
  const [deactivating, setDeactivating] = useState<EmployeeView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Name</TableHead>
            <TableHead className="hidden md:table-cell">E-mail</TableHead>
            <TableHead>Locations and roles</TableHead>
            <TableHead className="hidden sm:table-cell">Hours</TableHead>
            <TableHead className="hidden sm:table-cell">Passcode</TableHead>
            <TableHead className="w-16 pr-6">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!employees && <TableSkeletonRows columns={6} />}
          {employees?.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                No more employees.
              </TableCell>
            </TableRow>
          )}
          {employees?.map((employee) => (
            <TableRow key={employee.id}>
              <TableCell className="pl-6 align-top">
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
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">
                <Email email={employee.email} />
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <Assignments assignments={employee.assignments} {...props} />
              </TableCell>
              <TableCell className="hidden align-top sm:table-cell">
                {employee.tracksHours ? (
                  <Badge variant="secondary">Tracks hours</Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    Not tracked
                  </Badge>
                )}
              </TableCell>
              <TableCell className="hidden align-top sm:table-cell">
                {employee.hasPasscode ? (
                  <span className="inline-flex items-center gap-1.5">
                    <KeyRound className="size-3.5 text-muted-foreground" aria-hidden />
                    Set
                  </span>
                ) : (
                  <span className="text-muted-foreground">Not set</span>
                )}
              </TableCell>
              <TableCell className="pr-6 text-right align-top">
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
                      onSelect: () => {
                        setDeactivating(employee);
                        setDialogOpen(true);
                      },
                    },
                  ]}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeactivateEmployeeDialog
        companyId={props.companyId}
        companyName={props.companyName}
        employee={deactivating}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
