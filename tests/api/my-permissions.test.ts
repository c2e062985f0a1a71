import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { badInput, companyWithManager, hire, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

/** Two stores with a register each; an employee with a company role and a role at the first store only. */
async function twoStores() {
  const world = await companyWithManager();
  const { caller, companyId, location } = world;
  const second = await createLocation({ companyId, name: "Second store" });
  const cashier = await caller.employees.roles.create({
    companyId,
    name: "Cashier",
    permissions: ["CAN_MANAGE_SHIFTS"],
  });
  const lead = await caller.employees.roles.create({
    companyId,
    name: "Lead",
    permissions: ["CAN_ISSUE_REFUNDS", "CAN_EDIT_SALES"],
  });
  const { employee } = await hire(caller, {
    companyId,
    name: "Morgan",
    email: uniqueEmail(),
    passcode: "4821",
    tracksHours: true,
    assignments: [
      { locationId: null, securityRoleId: cashier.id },
      { locationId: location.id, securityRoleId: lead.id },
    ],
  });
  const first = await callerFor((await makeDevice(companyId, location.id)).token);
  const other = await callerFor((await makeDevice(companyId, second.id)).token);
  return { ...world, second, lead, employee, registers: { first, other } };
}

describe("employees.myPermissions (the register's my-permissions call)", () => {
  it("gives the company's grants plus the grants at the register's location only", async () => {
    const { employee, registers, location, second } = await twoStores();
    expect(await registers.first.employees.myPermissions({ passcode: "4821" })).toEqual({
      id: employee.id,
      name: "Morgan",
      tracksHours: true,
      locationId: location.id,
      permissions: ["CAN_EDIT_SALES", "CAN_MANAGE_SHIFTS", "CAN_ISSUE_REFUNDS"],
    });
    expect(await registers.other.employees.myPermissions({ passcode: "4821" })).toMatchObject({
      locationId: second.id,
      permissions: ["CAN_MANAGE_SHIFTS"],
    });
  });

  it("follows a role edit at once", async () => {
    const { caller, companyId, lead, registers } = await twoStores();
    await caller.employees.roles.update({
      companyId,
      roleId: lead.id,
      name: "Lead",
      permissions: ["CAN_EDIT_SALES"],
    });
    expect((await registers.first.employees.myPermissions({ passcode: "4821" })).permissions).toEqual([
      "CAN_EDIT_SALES",
      "CAN_MANAGE_SHIFTS",
    ]);
  });

  it("refuses a wrong or malformed passcode, a deactivated employee, and a user's token", async () => {
    const { caller, companyId, employee, registers, owner } = await twoStores();
    const invalid = { code: "NOT_FOUND", appCode: "NOT_FOUND", message: "Invalid passcode" };
    expect(await failureOf(registers.first.employees.myPermissions({ passcode: "0000" }))).toEqual(invalid);
    expect(await failureOf(registers.first.employees.myPermissions({ passcode: "48a1" }))).toEqual(
      badInput("A passcode is 4 to 8 digits"),
    );
    expect(
      (await failureOf((await callerFor(owner.token)).employees.myPermissions({ passcode: "4821" }))).code,
    ).toBe("UNAUTHORIZED");
    await caller.employees.deactivate({ companyId, userId: employee.id });
    expect(await failureOf(registers.first.employees.myPermissions({ passcode: "4821" }))).toEqual(invalid);
  });
});
