import { describe, expect, it } from "vitest";
import type { EmployeeView } from "@pos/core/employees/employees.schema";
import {
  createInput,
  employeeFormSchema,
  employeeValues,
  newEmployeeValues,
  updateInput,
  type EmployeeFormValues,
} from "./employee-form-values";

const locations = [{ id: "100" }, { id: "101" }];
const employee: EmployeeView = {
  id: "u_1",
  name: "Alex Chen",
  email: "alex@demo.test",
  tracksHours: true,
  hasPasscode: true,
  assignments: [{ locationId: "100", securityRoleId: "r_bud" }],
  createDate: "2026-01-01T00:00:00.000Z",
};

/** The first message of each field, as the form shows them. */
function issues(values: EmployeeFormValues) {
  const error = employeeFormSchema().safeParse(values).error;
  if (!error) return undefined;
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first];
}

describe("employee form values", () => {
  it("checks the fields with the server's messages, the role on the field that lacks it", () => {
    expect(issues(newEmployeeValues(locations))).toEqual([
      ["name", "Name is required"],
      ["companyRoleId", "Choose a security role"],
    ]);
    const atLocations = {
      ...newEmployeeValues(locations),
      name: "Kim",
      email: "kim@x.test",
      scope: "locations" as const,
    };
    expect(issues(atLocations)).toEqual([
      ["scope", "Assign the employee to the company or to at least one location"],
    ]);
    atLocations.locations[1] = { locationId: "101", selected: true, securityRoleId: "" };
    expect(issues(atLocations)).toEqual([["locations.1.securityRoleId", "Choose a security role"]]);
    expect(issues({ ...atLocations, passcode: "12a" })).toContainEqual([
      "passcode",
      "A passcode is 4 to 8 digits",
    ]);
  });

  it("leaves the e-mail optional (register-only staff) but checks one that is typed", () => {
    const values = { ...newEmployeeValues(locations), name: "Kim", companyRoleId: "r_1" };
    expect(issues(values)).toBeUndefined();
    expect(issues({ ...values, email: "  " })).toBeUndefined();
    expect(issues({ ...values, email: "kim@" })).toEqual([["email", "Please enter a valid email"]]);
  });

  it("creates with the assignments of the chosen scope and no empty passcode", () => {
    const values = {
      ...newEmployeeValues(locations),
      name: "Kim",
      email: "kim@x.test",
      companyRoleId: "r_1",
    };
    expect(createInput(values, 7)).toEqual({
      companyId: 7,
      name: "Kim",
      email: "kim@x.test",
      passcode: undefined,
      tracksHours: true,
      assignments: [{ locationId: null, securityRoleId: "r_1" }],
    });
  });

  it("opens a register-only employee with an empty e-mail and sends one only when it is added", () => {
    const initial = employeeValues({ ...employee, email: null }, locations);
    expect(initial.email).toBe("");
    const ref = { companyId: 7, userId: "u_1" };
    expect(updateInput(initial, initial, ref).email).toBeUndefined();
    expect(updateInput({ ...initial, email: "alex@x.test" }, initial, ref).email).toBe("alex@x.test");
  });

  it("opens an employee with their location roles", () => {
    const values = employeeValues(employee, locations);
    expect(values.scope).toBe("locations");
    expect(values.locations).toEqual([
      { locationId: "100", selected: true, securityRoleId: "r_bud" },
      { locationId: "101", selected: false, securityRoleId: "" },
    ]);
  });

  it("updates only what changed", () => {
    const initial = employeeValues(employee, locations);
    const ref = { companyId: 7, userId: "u_1" };
    expect(updateInput(initial, initial, ref)).toEqual({
      ...ref,
      name: undefined,
      email: undefined,
      passcode: undefined,
      tracksHours: undefined,
      assignments: undefined,
    });
    const changed = {
      ...initial,
      passcode: "4567",
      tracksHours: false,
      scope: "company" as const,
      companyRoleId: "r_2",
    };
    expect(updateInput(changed, initial, ref)).toMatchObject({
      passcode: "4567",
      tracksHours: false,
      assignments: [{ locationId: null, securityRoleId: "r_2" }],
    });
  });

  it("keeps a company role and location roles held together until the assignments are changed", () => {
    const mixed = {
      ...employee,
      assignments: [
        { locationId: null, securityRoleId: "r_all" },
        { locationId: "101", securityRoleId: "r_mgr" },
      ],
    };
    const initial = employeeValues(mixed, locations);
    expect(initial.scope).toBe("company");
    expect(
      updateInput({ ...initial, name: "Alex C." }, initial, { companyId: 7, userId: "u_1" }),
    ).toMatchObject({
      name: "Alex C.",
      assignments: undefined,
    });
  });
});
