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
function issues(mode: "create" | "edit", values: EmployeeFormValues) {
  const error = employeeFormSchema(mode).safeParse(values).error;
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
    expect(issues("create", newEmployeeValues(locations))).toEqual([
      ["name", "Name is required"],
      ["email", "Please enter an email"],
      ["companyRoleId", "Choose a security role"],
    ]);
    const atLocations = {
      ...newEmployeeValues(locations),
      name: "Kim",
      email: "kim@x.test",
      scope: "locations" as const,
    };
    expect(issues("create", atLocations)).toEqual([
      ["scope", "Assign the employee to the company or to at least one location"],
    ]);
    atLocations.locations[1] = { locationId: "101", selected: true, securityRoleId: "" };
    expect(issues("create", atLocations)).toEqual([["locations.1.securityRoleId", "Choose a security role"]]);
    expect(issues("create", { ...atLocations, passcode: "12a" })).toContainEqual([
      "passcode",
      "A passcode is 4 to 8 digits",
    ]);
  });

  it("does not check the read-only e-mail when editing", () => {
    expect(issues("edit", { ...employeeValues(employee, locations), email: "" })).toBeUndefined();
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
