import { describe, expect, it } from "vitest";
import type { AnyProcedure } from "@trpc/server";
import { permissionNames } from "@pos/core/auth/permissions";
import type { Meta } from "@pos/functions/trpc/init";
import { appRouter } from "@pos/functions/trpc/router";
import { badInput, hire, makeStaff, missingPermission, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeCompany, type Caller } from "../support/world";

describe("security roles", () => {
  it("are created, listed, read, updated and deleted; names trimmed, permissions in catalogue order", async () => {
    const { company, owner } = await makeCompany();
    const roles = (await callerFor(owner.token)).employees.roles;
    const companyId = company.id;
    const created = await roles.create({
      companyId,
      name: "  Shift lead ",
      permissions: ["CAN_MANAGE_SHIFTS", "CAN_EDIT_SALES", "CAN_MANAGE_SHIFTS"],
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: "Shift lead",
      permissions: ["CAN_EDIT_SALES", "CAN_MANAGE_SHIFTS"],
    });
    expect((await roles.list({ companyId })).items.map((role) => role.name)).toEqual(["Owner", "Shift lead"]);
    expect(await roles.get({ companyId, roleId: created.id })).toEqual(created);

    const updated = await roles.update({
      companyId,
      roleId: created.id,
      name: "Lead",
      permissions: ["CAN_ISSUE_REFUNDS"],
    });
    expect(updated).toEqual({ id: created.id, name: "Lead", permissions: ["CAN_ISSUE_REFUNDS"] });
    expect(await roles.get({ companyId, roleId: created.id })).toEqual(updated);

    await expect(roles.delete({ companyId, roleId: created.id })).resolves.toEqual({ ok: true });
    expect(await failureOf(roles.get({ companyId, roleId: created.id }))).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: "Security role not found",
    });
    expect((await roles.list({ companyId })).items.map((role) => role.name)).toEqual(["Owner"]);
  });

  it("refuse bad names, unknown permissions and duplicate names with clear messages, writing nothing", async () => {
    const { company, owner, role } = await makeCompany();
    const roles = (await callerFor(owner.token)).employees.roles;
    const companyId = company.id;
    expect(await failureOf(roles.create({ companyId, name: "  ", permissions: [] }))).toEqual(
      badInput("Please enter a role name"),
    );
    expect(await failureOf(roles.create({ companyId, name: "x".repeat(61), permissions: [] }))).toEqual(
      badInput("A role name is at most 60 characters"),
    );
    expect(
      await failureOf(roles.create({ companyId, name: "Flyer", permissions: ["CAN_EDIT_SALES", "CAN_FLY"] })),
    ).toEqual(badInput('"CAN_FLY" is not a permission. Choose permissions from the list.'));
    expect(await failureOf(roles.create({ companyId, name: "owner", permissions: [] }))).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: "A security role with this name already exists",
    });
    const cashier = await roles.create({ companyId, name: "Cashier", permissions: [] });
    expect(
      (await failureOf(roles.update({ companyId, roleId: cashier.id, name: "OWNER", permissions: [] })))
        .message,
    ).toBe("A security role with this name already exists");
    expect(
      await failureOf(roles.update({ companyId, roleId: role.roleId, name: "Owner", permissions: ["NOPE"] })),
    ).toEqual(badInput('"NOPE" is not a permission. Choose permissions from the list.'));
    expect((await roles.get({ companyId, roleId: role.roleId })).permissions).toEqual([...permissionNames]);
    expect((await roles.list({ companyId })).items.map((item) => item.name)).toEqual(["Cashier", "Owner"]);
  });

  it("cannot be deleted while assigned to an employee", async () => {
    const { company, owner, location } = await makeCompany();
    const caller = await callerFor(owner.token);
    const companyId = company.id;
    const role = await caller.employees.roles.create({ companyId, name: "Budtender", permissions: [] });
    const { employee } = await hire(caller, {
      companyId,
      name: "Riley",
      email: uniqueEmail(),
      assignments: [{ locationId: location.id, securityRoleId: role.id }],
    });
    expect(await failureOf(caller.employees.roles.delete({ companyId, roleId: role.id }))).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: "This security role is assigned to 1 employee. Give them another role before deleting it.",
    });
    await caller.employees.deactivate({ companyId, userId: employee.id });
    await expect(caller.employees.roles.delete({ companyId, roleId: role.id })).resolves.toEqual({
      ok: true,
    });
  });
});

const employeeProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
)
  .filter(([, procedure]) => (procedure._def.meta as Meta).permission === "CAN_MANAGE_EMPLOYEES")
  .map(([path]) => path);

function call(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const target = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (target as (input: unknown) => Promise<unknown>)(input);
}

describe("CAN_MANAGE_EMPLOYEES on the server", () => {
  it("is required by every employees and roles procedure, even with a complete input", async () => {
    const { company, owner, role, location } = await makeCompany();
    const clerk = await makeStaff(company.id, ["CAN_EDIT_SALES", "CAN_MANAGE_DEVICES"]);
    const input = {
      companyId: company.id,
      locationId: location.id,
      userId: owner.userId,
      roleId: role.roleId,
      name: "Taken over",
      email: uniqueEmail(),
      permissions: [],
      assignments: [{ locationId: null, securityRoleId: role.roleId }],
    };
    expect(employeeProcedures.length).toBe(11);
    for (const path of employeeProcedures) {
      expect(await failureOf(call(clerk.caller, path, input)), path).toEqual(
        missingPermission("CAN_MANAGE_EMPLOYEES"),
      );
    }
    expect((await (await callerFor(owner.token)).employees.roles.get(input)).name).toBe("Owner");
  });

  it("counts only when granted at the company, not at a location named in the input", async () => {
    const { company, location } = await makeCompany();
    const storeManager = await makeStaff(company.id, ["CAN_MANAGE_EMPLOYEES"], location.id);
    const atLocation = { companyId: company.id, locationId: location.id } as { companyId: number };
    expect(await failureOf(storeManager.caller.employees.roles.list(atLocation))).toEqual(
      missingPermission("CAN_MANAGE_EMPLOYEES"),
    );
    const manager = await makeStaff(company.id, ["CAN_MANAGE_EMPLOYEES"]);
    expect((await manager.caller.employees.roles.list({ companyId: company.id })).items.length).toBe(3);
  });

  it("follows role edits at once: removed, then granted again", async () => {
    const { company, owner } = await makeCompany();
    const manager = await makeStaff(company.id, ["CAN_MANAGE_EMPLOYEES"]);
    const roles = (await callerFor(owner.token)).employees.roles;
    const companyId = company.id;
    await expect(manager.caller.employees.list({ companyId })).resolves.toMatchObject({ count: 0 });
    const edit = { companyId, roleId: manager.role.roleId, name: manager.role.name };
    await roles.update({ ...edit, permissions: ["CAN_VIEW_REPORTS"] });
    expect(await failureOf(manager.caller.employees.list({ companyId }))).toEqual(
      missingPermission("CAN_MANAGE_EMPLOYEES"),
    );
    await roles.update({ ...edit, permissions: ["CAN_MANAGE_EMPLOYEES"] });
    await expect(manager.caller.employees.list({ companyId })).resolves.toMatchObject({ count: 0 });
  });
});
