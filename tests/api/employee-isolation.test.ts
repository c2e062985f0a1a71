import { describe, expect, it } from "vitest";
import { companyWithManager, hire, makeStaff, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

const employeeNotFound = { code: "NOT_FOUND", appCode: "NOT_FOUND", message: "Employee not found" };
const roleNotFound = { code: "NOT_FOUND", appCode: "NOT_FOUND", message: "Security role not found" };

/** Company B with an employee and a role; company A guesses their ids. */
async function twoCompanies() {
  const a = await companyWithManager();
  const b = await companyWithManager();
  const bRole = await b.caller.employees.roles.create({
    companyId: b.companyId,
    name: "B cashier",
    permissions: ["CAN_EDIT_SALES"],
  });
  const { employee: bEmployee } = await hire(b.caller, {
    companyId: b.companyId,
    name: "B employee",
    email: uniqueEmail(),
    passcode: "4242",
    assignments: [{ locationId: b.location.id, securityRoleId: bRole.id }],
  });
  return { a, b, bRole, bEmployee };
}

describe("company A never reaches company B's employees or roles", () => {
  it("by guessing B's ids under A's company id", async () => {
    const { a, b, bRole, bEmployee } = await twoCompanies();
    const manager = await makeStaff(a.companyId, ["CAN_MANAGE_EMPLOYEES"]);
    for (const caller of [a.caller, manager.caller]) {
      const employee = { companyId: a.companyId, userId: bEmployee.id };
      expect(await failureOf(caller.employees.get(employee))).toEqual(employeeNotFound);
      expect(
        await failureOf(caller.employees.update({ ...employee, name: "Hijacked", passcode: "9999" })),
      ).toEqual(employeeNotFound);
      expect(await failureOf(caller.employees.deactivate(employee))).toEqual(employeeNotFound);
      const role = { companyId: a.companyId, roleId: bRole.id };
      expect(await failureOf(caller.employees.roles.get(role))).toEqual(roleNotFound);
      expect(
        await failureOf(caller.employees.roles.update({ ...role, name: "Hijacked", permissions: [] })),
      ).toEqual(roleNotFound);
      expect(await failureOf(caller.employees.roles.delete(role))).toEqual(roleNotFound);
      expect(
        (await caller.employees.list({ companyId: a.companyId })).items.map((item) => item.id),
      ).not.toContain(bEmployee.id);
      expect(
        (await caller.employees.roles.list({ companyId: a.companyId })).items.map((item) => item.id),
      ).not.toContain(bRole.id);
    }
    expect(await b.caller.employees.get({ companyId: b.companyId, userId: bEmployee.id })).toEqual(bEmployee);
    expect(await b.caller.employees.roles.get({ companyId: b.companyId, roleId: bRole.id })).toEqual(bRole);
  });

  it("by naming company B, or by assigning B's roles and locations in A", async () => {
    const { a, b, bRole, bEmployee } = await twoCompanies();
    const inB = { companyId: b.companyId, userId: bEmployee.id, roleId: bRole.id };
    expect((await failureOf(a.caller.employees.get(inB))).code).toBe("FORBIDDEN");
    expect((await failureOf(a.caller.employees.roles.get(inB))).code).toBe("FORBIDDEN");
    const create = { companyId: a.companyId, name: "x", email: uniqueEmail() };
    expect(
      (
        await failureOf(
          a.caller.employees.create({
            ...create,
            assignments: [{ locationId: null, securityRoleId: bRole.id }],
          }),
        )
      ).message,
    ).toBe("This security role does not exist");
    expect(
      (
        await failureOf(
          a.caller.employees.create({
            ...create,
            assignments: [{ locationId: b.location.id, securityRoleId: a.role.roleId }],
          }),
        )
      ).message,
    ).toBe("This location does not exist");
  });

  it("through a register: A's register does not know B's passcodes", async () => {
    const { a } = await twoCompanies();
    const register = await callerFor((await makeDevice(a.companyId, a.location.id)).token);
    expect(await failureOf(register.employees.myPermissions({ passcode: "4242" }))).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: "Invalid passcode",
    });
  });
});
