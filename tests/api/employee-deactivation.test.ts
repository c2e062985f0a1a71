import { describe, expect, it } from "vitest";
import { emailsTo } from "@pos/core/email/outbox";
import { badInput, companyWithManager, hire, makeStaff, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

describe("deactivating an employee", () => {
  it("deactivates someone of no other company: sessions end, sign-in fails, the passcode is freed", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const person = await makeUser();
    const input = {
      companyId,
      name: "Pat",
      email: person.email,
      passcode: "7777",
      assignments: wholeCompany,
    };
    const { employee } = await hire(caller, input);
    await expect(caller.employees.deactivate({ companyId, userId: employee.id })).resolves.toEqual({
      accountDeactivated: true,
    });
    expect((await failureOf((await callerFor(person.token)).auth.getMe())).code).toBe("UNAUTHORIZED");
    expect(
      await failureOf((await callerFor()).auth.signIn({ email: person.email, password: person.password })),
    ).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid credentials",
    });
    expect(await failureOf(caller.employees.get({ companyId, userId: employee.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Employee not found",
    });
    expect((await caller.employees.list({ companyId })).count).toBe(0);
    await expect(hire(caller, { ...input, email: uniqueEmail() })).resolves.toMatchObject({
      employee: { hasPasscode: true },
    });
    // A deactivated account gets the same answer as any other existing one, and no e-mail it could act on.
    const mails = (await emailsTo(person.email)).length;
    expect(await caller.employees.create(input)).toEqual({ status: "invited", email: person.email });
    expect(await emailsTo(person.email)).toHaveLength(mails);
  });

  it("only removes someone who works for another company, whose session stays for it", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const other = await makeCompany();
    const { employee } = await hire(caller, {
      companyId,
      name: "x",
      email: other.owner.email,
      assignments: wholeCompany,
    });
    const theirs = await callerFor(other.owner.token);
    await expect(theirs.company.getById({ companyId })).resolves.toMatchObject({ id: companyId });
    await expect(caller.employees.deactivate({ companyId, userId: employee.id })).resolves.toEqual({
      accountDeactivated: false,
    });
    expect((await failureOf(theirs.company.getById({ companyId }))).code).toBe("FORBIDDEN");
    await expect(theirs.company.getById({ companyId: other.company.id })).resolves.toMatchObject({
      id: other.company.id,
    });
  });

  it("never deactivates a platform admin or the caller themselves", async () => {
    const { caller, companyId, wholeCompany, owner } = await companyWithManager();
    const admin = await makeUser({ isAdmin: true });
    const { employee } = await hire(caller, {
      companyId,
      name: "x",
      email: admin.email,
      assignments: wholeCompany,
    });
    await expect(caller.employees.deactivate({ companyId, userId: employee.id })).resolves.toEqual({
      accountDeactivated: false,
    });
    await expect((await callerFor(admin.token)).auth.getMe()).resolves.toMatchObject({ isAdmin: true });
    await hire(caller, { companyId, name: "x", email: owner.email, assignments: wholeCompany });
    expect(await failureOf(caller.employees.deactivate({ companyId, userId: owner.userId }))).toEqual(
      badInput("You cannot deactivate your own account"),
    );
    const manager = await makeStaff(companyId, ["CAN_MANAGE_EMPLOYEES"]);
    expect((await manager.caller.employees.list({ companyId })).count).toBe(1);
  });
});
