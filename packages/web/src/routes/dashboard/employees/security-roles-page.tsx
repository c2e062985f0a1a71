import { Plus } from "lucide-react";
import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SecurityRolesTable } from "@/features/security-roles/security-roles-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { employeePaths } from "./employee-paths";

export function SecurityRolesPage() {
  const { company } = useCompany();
  const paths = employeePaths(company.id);
  const roles = trpc.employees.roles.list.useQuery({ companyId: company.id });

  if (roles.error) {
    return (
      <PageError error={roles.error} permission="CAN_MANAGE_EMPLOYEES" onRetry={() => void roles.refetch()} />
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Security roles"
        description="Named sets of permissions. Give each employee a role for the whole company or per location."
        actions={
          <Button asChild>
            <Link to={paths.createRole}>
              <Plus aria-hidden />
              Create role
            </Link>
          </Button>
        }
      />
      <Card className="py-0">
        <CardContent className="px-0">
          <SecurityRolesTable companyId={company.id} roles={roles.data?.items} editPath={paths.editRole} />
        </CardContent>
      </Card>
    </div>
  );
}
