import { z } from "zod";
import { ZPasscode } from "@pos/core/auth/passcode.schema";
import {
  ZCreateEmployeeInput,
  type CreateEmployeeInput,
  type EmployeeAssignment,
  type EmployeeView,
  type UpdateEmployeeInput,
} from "@pos/core/employees/employees.schema";

export type AssignmentScope = "company" | "locations";
export type LocationRow = { locationId: string; selected: boolean; securityRoleId: string };

export type EmployeeFormValues = {
  name: string;
  /** Empty: none (register-only staff). */
  email: string;
  /** Empty: no passcode (new employee) or unchanged (existing one). */
  passcode: string;
  tracksHours: boolean;
  scope: AssignmentScope;
  companyRoleId: string;
  /** One row per company location, in the company's order. */
  locations: LocationRow[];
};

export function toAssignments(values: Pick<EmployeeFormValues, "scope" | "companyRoleId" | "locations">) {
  if (values.scope === "company") return [{ locationId: null, securityRoleId: values.companyRoleId }];
  return values.locations
    .filter((row) => row.selected)
    .map((row): EmployeeAssignment => ({ locationId: row.locationId, securityRoleId: row.securityRoleId }));
}

/** The form path of each assignment `toAssignments` makes, so the server schema's issues land on a field. */
function assignmentPaths(values: EmployeeFormValues): (string | number)[][] {
  if (values.scope === "company") return [["companyRoleId"]];
  return values.locations.flatMap((row, index) =>
    row.selected ? [["locations", index, "securityRoleId"]] : [],
  );
}

const ZAssignments = ZCreateEmployeeInput.shape.assignments;

/** The server's e-mail rule (blank is none), keeping the field's text as typed. */
const ZEmailField = z.string().superRefine((value, ctx) => {
  for (const issue of ZCreateEmployeeInput.shape.email.safeParse(value).error?.issues ?? [])
    ctx.addIssue({ code: "custom", message: issue.message });
});

/** The employee form: the server's own field schemas, and its assignment rules checked on what the form sends. */
export function employeeFormSchema() {
  return z
    .object({
      name: ZCreateEmployeeInput.shape.name,
      email: ZEmailField,
      passcode: z.union([z.literal(""), ZPasscode]),
      tracksHours: z.boolean(),
      scope: z.enum(["company", "locations"]),
      companyRoleId: z.string(),
      locations: z.array(
        z.object({ locationId: z.string(), selected: z.boolean(), securityRoleId: z.string() }),
      ),
    })
    .superRefine((values, ctx) => {
      const paths = assignmentPaths(values);
      const result = ZAssignments.safeParse(toAssignments(values));
      for (const issue of result.error?.issues ?? []) {
        const [index] = issue.path;
        const path = typeof index === "number" ? paths[index] : ["scope"];
        ctx.addIssue({ code: "custom", path: path ?? ["scope"], message: issue.message });
      }
    });
}

type NamedLocation = { id: string };

export function newEmployeeValues(locations: readonly NamedLocation[]): EmployeeFormValues {
  return {
    name: "",
    email: "",
    passcode: "",
    tracksHours: true,
    scope: "company",
    companyRoleId: "",
    locations: locations.map((location) => ({
      locationId: location.id,
      selected: false,
      securityRoleId: "",
    })),
  };
}

/** An employee with a company-wide role opens on "Whole company"; their location roles are kept as they are. */
export function employeeValues(
  employee: EmployeeView,
  locations: readonly NamedLocation[],
): EmployeeFormValues {
  const roleAt = new Map(employee.assignments.map((item) => [item.locationId, item.securityRoleId ?? ""]));
  return {
    name: employee.name,
    email: employee.email ?? "",
    passcode: "",
    tracksHours: employee.tracksHours,
    scope: roleAt.has(null) ? "company" : "locations",
    companyRoleId: roleAt.get(null) ?? "",
    locations: locations.map((location) => ({
      locationId: location.id,
      selected: roleAt.has(location.id),
      securityRoleId: roleAt.get(location.id) ?? "",
    })),
  };
}

export function createInput(values: EmployeeFormValues, companyId: number): CreateEmployeeInput {
  return {
    companyId,
    name: values.name,
    email: values.email,
    passcode: values.passcode || undefined,
    tracksHours: values.tracksHours,
    assignments: toAssignments(values),
  };
}

const assignmentKey = (items: EmployeeAssignment[]) =>
  JSON.stringify(items.map((item) => [item.locationId, item.securityRoleId]).sort());

/**
 * Only what changed is sent: an untouched name or assignment set is left exactly as the server has it. The
 * e-mail can only change from none (the field is read-only once set).
 */
export function updateInput(
  values: EmployeeFormValues,
  initial: EmployeeFormValues,
  ref: { companyId: number; userId: string },
): UpdateEmployeeInput {
  const assignments = toAssignments(values);
  return {
    ...ref,
    name: values.name.trim() !== initial.name ? values.name : undefined,
    email: values.email !== initial.email ? values.email : undefined,
    passcode: values.passcode || undefined,
    tracksHours: values.tracksHours !== initial.tracksHours ? values.tracksHours : undefined,
    assignments:
      assignmentKey(assignments) !== assignmentKey(toAssignments(initial)) ? assignments : undefined,
  };
}
