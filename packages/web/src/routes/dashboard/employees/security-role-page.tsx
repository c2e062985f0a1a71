import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { SecurityRoleView } from "@pos/core/roles/roles.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { SecurityRoleForm } from "@/features/security-roles/security-role-form";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { employeePaths } from "./employee-paths";

/** `securityRoles/create`, and `securityRoles/edit?securityRoleId=` for an existing role. */
export function SecurityRolePage({ mode }: { mode: "create" | "edit" }) {
  const { company, me } = useCompany();
  const roleId = useSearchParams()[0].get("securityRoleId") ?? "";
  const paths = employeePaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, roleId };
  const role = trpc.employees.roles.get.useQuery(ref, { enabled: mode === "edit" && roleId !== "" });
  // The create screen loads nothing of its own: the role list tells whether the user may manage roles.
  const access = trpc.employees.roles.list.useQuery(
    { companyId: company.id },
    { enabled: mode === "create" },
  );
  const create = trpc.employees.roles.create.useMutation();
  const update = trpc.employees.roles.update.useMutation();

  const failed = [role, access].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_EMPLOYEES"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (mode === "edit" && (role.error || roleId === "")) {
    return (
      <NotFound
        title="Security role not found"
        message="This security role does not exist or was deleted."
        backTo={paths.roles}
        backLabel="Back to security roles"
      />
    );
  }
  if (mode === "edit" ? !role.data : !access.data) return <PageSpinner label="Loading security role" />;

  const saved = async (view: SecurityRoleView, message: string) => {
    toast.success(message);
    utils.employees.roles.get.setData({ companyId: company.id, roleId: view.id }, view);
    await navigate(paths.roles);
    await utils.employees.roles.list.invalidate({ companyId: company.id });
  };
  const current = role.data;
  const heldByYou =
    !me.isAdmin &&
    me.entityAssignments.some(
      (item) =>
        item.entity.entityType === "company" &&
        item.entity.id === String(company.id) &&
        item.securityRoleId === current?.id,
    );

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? `Edit ${current.name}` : "Create security role"}
        description="Choose what employees holding this role may do on the dashboard and on the register."
        back={{ to: paths.roles, label: "Security roles" }}
      />
      {current ? (
        <SecurityRoleForm
          key={current.id}
          defaultValues={{ name: current.name, permissions: current.permissions }}
          submitLabel="Save changes"
          heldByYou={heldByYou}
          cancelTo={paths.roles}
          save={(fields) => update.mutateAsync({ ...ref, ...fields })}
          onSaved={(view) => void saved(view, `The role "${view.name}" was saved`)}
        />
      ) : (
        <SecurityRoleForm
          defaultValues={{ name: "", permissions: [] }}
          submitLabel="Create role"
          heldByYou={false}
          cancelTo={paths.roles}
          save={(fields) => create.mutateAsync({ companyId: company.id, ...fields })}
          onSaved={(view) => void saved(view, `The role "${view.name}" was created`)}
        />
      )}
    </div>
  );
}

export const CreateSecurityRolePage = () => <SecurityRolePage mode="create" />;
export const EditSecurityRolePage = () => <SecurityRolePage mode="edit" />;
