import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  invitationMessages,
  type CreateEmployeeResult,
  type EmployeeView,
} from "@pos/core/employees/employees.schema";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { EmployeeForm } from "@/features/employees/employee-form";
import {
  createInput,
  employeeValues,
  newEmployeeValues,
  updateInput,
} from "@/features/employees/employee-form-values";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { employeePaths } from "./employee-paths";

function addedHint(email: string | null): string | undefined {
  if (email === null) return undefined;
  return `To sign in to the dashboard, they choose a password with “Forgot password” for ${email}.`;
}

/** `employees/addEmployee` adds an employee; with `?userId=` it edits one. */
export function EmployeePage() {
  const { company, locations } = useCompany();
  const userId = useSearchParams()[0].get("userId");
  const paths = employeePaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const ref = { companyId: company.id, userId: userId ?? "" };
  const roles = trpc.employees.roles.list.useQuery({ companyId: company.id });
  const employee = trpc.employees.get.useQuery(ref, { enabled: userId !== null });
  const create = trpc.employees.create.useMutation();
  const update = trpc.employees.update.useMutation();
  const locationNames = useMemo(() => new Map(locations.map((item) => [item.id, item.name])), [locations]);

  const failed = [roles, employee].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed) {
    return (
      <PageError
        error={failed.error}
        permission="CAN_MANAGE_EMPLOYEES"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (userId !== null && (employee.error || userId === "")) {
    return (
      <NotFound
        title="Employee not found"
        message="This employee does not exist or no longer works for your company."
        backTo={paths.list}
        backLabel="Back to employees"
      />
    );
  }
  if (!roles.data || (userId !== null && !employee.data)) return <PageSpinner label="Loading employee" />;

  const saved = async (view: EmployeeView, message: string, description?: string) => {
    toast.success(message, { description, duration: description ? 10_000 : undefined });
    utils.employees.get.setData({ companyId: company.id, userId: view.id }, view);
    await navigate(paths.list);
    await utils.employees.list.invalidate({ companyId: company.id });
  };
  // An e-mail that already has an account is invited, not added: it joins when its owner accepts.
  const created = async (result: CreateEmployeeResult) => {
    if (result.status === "added") {
      const { employee: view, passcode } = result;
      const hints = [
        passcode && `Their register passcode is ${passcode}; they can change it here.`,
        addedHint(view.email),
      ];
      await saved(view, `${view.name} was added`, hints.filter(Boolean).join(" ") || undefined);
      return;
    }
    toast.success("Invitation sent", {
      description: invitationMessages.sent(result.email),
      duration: 10_000,
    });
    await navigate(paths.list);
  };
  const current = employee.data;
  const shared = {
    roles: roles.data.items,
    locationNames,
    createRoleHref: paths.createRole,
    cancelTo: paths.list,
  };

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? `Edit ${current.name}` : "Add employee"}
        description={
          current
            ? "Change their passcode, hours tracking, locations or role."
            : "Add someone who works for you; if their e-mail already has an account, they are sent an invitation to accept."
        }
        back={{ to: paths.list, label: "Employees" }}
      />
      {current ? (
        <EmployeeForm
          key={current.id}
          mode="edit"
          defaultValues={employeeValues(current, locations)}
          hasPasscode={current.hasPasscode}
          {...shared}
          save={(values) => update.mutateAsync(updateInput(values, employeeValues(current, locations), ref))}
          onSaved={(view) => void saved(view, `Changes to ${view.name} were saved`)}
        />
      ) : (
        <EmployeeForm
          mode="create"
          defaultValues={newEmployeeValues(locations)}
          hasPasscode={false}
          {...shared}
          save={(values) => create.mutateAsync(createInput(values, company.id))}
          onSaved={(result) => void created(result)}
        />
      )}
    </div>
  );
}
