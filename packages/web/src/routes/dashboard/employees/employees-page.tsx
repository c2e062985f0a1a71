import { keepPreviousData } from "@tanstack/react-query";
import { UserPlus, Users } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmployeesTable } from "@/features/employees/employees-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { EmployeeActivity } from "./employee-activity";
import { employeePaths } from "./employee-paths";

export function EmployeesPage() {
  const { company, locations, me } = useCompany();
  const paths = employeePaths(company.id);
  const paging = useCursorPagination<Record<string, string>>();
  const employees = trpc.employees.list.useQuery(
    { companyId: company.id, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const roles = trpc.employees.roles.list.useQuery({ companyId: company.id });
  const roleNames = useMemo(
    () => new Map((roles.data?.items ?? []).map((role) => [role.id, role.name])),
    [roles.data],
  );
  const locationNames = useMemo(
    () => new Map(locations.map((location) => [location.id, location.name])),
    [locations],
  );

  const failed = [employees, roles].find((query) => query.error);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_EMPLOYEES"
        onRetry={() => void failed.refetch()}
      />
    );
  }

  const page = roles.data ? employees.data : undefined;
  const nextKey = page?.lastEvaluatedKey;
  const addButton = (
    <Button asChild>
      <Link to={paths.add}>
        <UserPlus aria-hidden />
        Add employee
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Employees"
        description="Everyone who works for your company, where they work and what their role allows."
        actions={addButton}
      />
      <Tabs defaultValue="employees" className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <TabsList>
          <TabsTrigger value="employees">All employees</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="employees" className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <Card className="py-0">
            <CardContent className="px-0">
              {page && page.items.length === 0 && !paging.canPrevious ? (
                <div className="p-6">
                  <EmptyState icon={Users} title="No employees yet">
                    Add your staff to give them a POS passcode and a security role.
                  </EmptyState>
                </div>
              ) : (
                <EmployeesTable
                  companyId={company.id}
                  companyName={company.name}
                  employees={page?.items}
                  roleNames={roleNames}
                  locationNames={locationNames}
                  currentUserId={me.id}
                  editPath={paths.edit}
                />
              )}
            </CardContent>
          </Card>
          {page && (page.items.length > 0 || paging.canPrevious) && (
            <CursorPagination paging={paging} nextKey={nextKey} disabled={employees.isPlaceholderData} />
          )}
        </TabsContent>
        <TabsContent value="activity">
          <EmployeeActivity companyId={company.id} timeZone={company.timezone} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
