import { describe, expect, it } from "vitest";
import { findUserByEmail } from "@pos/core/auth/users";
import { createLocation } from "@pos/core/company/company";
import { invitationMessages } from "@pos/core/employees/employees.schema";
import { emailsTo } from "@pos/core/email/outbox";
import {
  badInput,
  companyWithManager,
  conflict,
  hire,
  invitationTokenFor,
  uniqueEmail,
} from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

describe("employees", () => {
  it("are created with a passcode and roles, then listed and read", async () => {
    const { caller, companyId, role, location } = await companyWithManager();
    const email = uniqueEmail();
    const created = await caller.employees.create({
      companyId,
      name: " Casey Fox ",
      email: email.toUpperCase(),
      passcode: "5150",
      assignments: [{ locationId: location.id, securityRoleId: role.roleId }],
    });
    if (created.status !== "added") throw new Error("a new e-mail is added at once");
    expect(created).toEqual({
      status: "added",
      passcode: null,
      employee: {
        id: expect.stringMatching(/^u_/),
        name: "Casey Fox",
        email,
        tracksHours: true,
        hasPasscode: true,
        assignments: [{ locationId: location.id, securityRoleId: role.roleId }],
        createDate: expect.any(String),
      },
    });
    expect(await caller.employees.get({ companyId, userId: created.employee.id })).toEqual(created.employee);
    const page = await caller.employees.list({ companyId });
    expect(page).toMatchObject({ count: 1, items: [created.employee], lastEvaluatedKey: null });
  });

  it("invites someone who already has an account, revealing nothing of it, and adds them once they accept", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const other = await makeCompany();
    const email = other.owner.email;
    const input = { companyId, name: "Another name", email, assignments: wholeCompany, passcode: "8642" };
    const answer = await caller.employees.create({ ...input, tracksHours: false });
    expect(answer).toEqual({ status: "invited", email });
    expect(JSON.stringify(answer)).not.toMatch(/Test User|u_/);
    expect((await caller.employees.list({ companyId })).count).toBe(0);
    const theirs = await callerFor(other.owner.token);
    expect((await theirs.auth.getMe()).companies.map((company) => company.id)).toEqual([other.company.id]);

    const [mail] = await emailsTo(email);
    expect(mail).toMatchObject({ to: email, subject: expect.stringMatching(/^You are invited to join /) });
    expect(mail?.text).not.toContain("8642");
    const token = await invitationTokenFor(email);
    const anonymous = await callerFor();
    expect(await failureOf(anonymous.employees.acceptInvitation({ token: "x".repeat(43) }))).toMatchObject({
      code: "NOT_FOUND",
      message: invitationMessages.expired,
    });
    expect(await anonymous.employees.invitation({ token: token! })).toEqual({
      companyName: expect.any(String),
      invitedByName: "Test User",
    });
    // They join with a register passcode made up for them, shown on the page they accept on (issue 15.5).
    expect(await anonymous.employees.acceptInvitation({ token: token! })).toEqual({
      companyId,
      companyName: expect.any(String),
      passcode: expect.stringMatching(/^\d{4}$/),
    });
    expect((await failureOf(anonymous.employees.acceptInvitation({ token: token! }))).message).toBe(
      invitationMessages.expired,
    );
    const joined = await caller.employees.get({ companyId, userId: other.owner.userId });
    expect(joined).toMatchObject({ name: "Test User", tracksHours: false, hasPasscode: true });
    expect((await theirs.auth.getMe()).companies.map((company) => company.id).sort()).toEqual(
      [companyId, other.company.id].sort(),
    );
    expect(await failureOf(caller.employees.create(input))).toEqual(
      conflict("This person is already an employee of this company"),
    );
  });

  it("refuses bad input with clear messages and creates no account", async () => {
    const { caller, companyId, wholeCompany, role, location } = await companyWithManager();
    const other = await makeCompany();
    const email = uniqueEmail();
    const valid = { companyId, name: "Sky", email, passcode: "1234", assignments: wholeCompany };
    const cases: [object, string][] = [
      [{ name: " " }, "Name is required"],
      [{ email: "not-an-email" }, "Please enter a valid email"],
      [{ passcode: "12a4" }, "A passcode is 4 to 8 digits"],
      [{ passcode: "123" }, "A passcode is 4 to 8 digits"],
      [{ assignments: [] }, "Assign the employee to the company or to at least one location"],
      [
        { assignments: [...wholeCompany, { locationId: null, securityRoleId: role.roleId }] },
        "Each location can be assigned only once",
      ],
      [
        { assignments: [{ locationId: "999999", securityRoleId: role.roleId }] },
        "This location does not exist",
      ],
      [
        { assignments: [{ locationId: other.location.id, securityRoleId: role.roleId }] },
        "This location does not exist",
      ],
      [
        { assignments: [{ locationId: location.id, securityRoleId: other.role.roleId }] },
        "This security role does not exist",
      ],
    ];
    for (const [change, message] of cases) {
      expect(await failureOf(caller.employees.create({ ...valid, ...change })), message).toEqual(
        badInput(message),
      );
    }
    expect(await findUserByEmail(email)).toBeNull();
    expect((await caller.employees.list({ companyId })).count).toBe(0);
  });

  it("keeps passcodes unique within the company", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const first = {
      companyId,
      name: "One",
      email: uniqueEmail(),
      passcode: "246810",
      assignments: wholeCompany,
    };
    const { employee } = await hire(caller, first);
    const secondEmail = uniqueEmail();
    const second = { ...first, name: "Two", email: secondEmail };
    expect(await failureOf(caller.employees.create(second))).toEqual(
      conflict("This passcode is already in use"),
    );
    expect(await findUserByEmail(secondEmail)).toBeNull();
    const { employee: two } = await hire(caller, { ...second, passcode: "1357" });
    expect(
      await failureOf(caller.employees.update({ companyId, userId: two.id, passcode: "246810" })),
    ).toEqual(conflict("This passcode is already in use"));
    await caller.employees.update({ companyId, userId: employee.id, passcode: "246810" });
    const other = await companyWithManager();
    await expect(
      hire(other.caller, {
        ...first,
        companyId: other.companyId,
        email: uniqueEmail(),
        assignments: other.wholeCompany,
      }),
    ).resolves.toMatchObject({ employee: { hasPasscode: true } });
  });

  it("are updated: name, hours, passcode, and assignments that take effect at once", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const devicesRole = await caller.employees.roles.create({
      companyId,
      name: "Devices",
      permissions: ["CAN_MANAGE_DEVICES"],
    });
    const person = await makeUser();
    const { employee } = await hire(caller, {
      companyId,
      name: "Ignored",
      email: person.email,
      assignments: [{ locationId: null, securityRoleId: devicesRole.id }],
    });
    // Joining without one, they get a register passcode made up for them (issue 15.5).
    expect(employee.hasPasscode).toBe(true);
    const theirs = await callerFor(person.token);
    await expect(theirs.company.devices({ companyId })).resolves.toMatchObject({ count: 0 });
    const second = await createLocation({ companyId, name: "Second" });
    const updated = await caller.employees.update({
      companyId,
      userId: employee.id,
      name: "Jamie Doe",
      tracksHours: false,
      passcode: "8080",
      assignments: [
        { locationId: second.id, securityRoleId: devicesRole.id },
        { locationId: location.id, securityRoleId: devicesRole.id },
      ],
    });
    expect(updated).toMatchObject({ name: "Jamie Doe", tracksHours: false, hasPasscode: true });
    expect(updated.assignments.map((item) => item.locationId).sort()).toEqual(
      [location.id, second.id].sort(),
    );
    expect((await failureOf(theirs.company.devices({ companyId }))).code).toBe("FORBIDDEN");
    const atLocation = { companyId, locationId: location.id } as { companyId: number };
    await expect(theirs.company.devices(atLocation)).resolves.toMatchObject({ count: 0 });
    expect((await theirs.auth.getMe()).name).toBe("Jamie Doe");
  });

  it("keep the name of someone who also works for another company", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const other = await makeCompany();
    const { employee } = await hire(caller, {
      companyId,
      name: "x",
      email: other.owner.email,
      assignments: wholeCompany,
    });
    expect(
      await failureOf(caller.employees.update({ companyId, userId: employee.id, name: "Renamed" })),
    ).toEqual(conflict("This person also works for another company, so only they can change their name."));
    await expect(
      caller.employees.update({ companyId, userId: employee.id, name: employee.name, tracksHours: false }),
    ).resolves.toMatchObject({ name: "Test User", tracksHours: false });
  });

  it("are listed a page at a time with DynamoDB's own key, refusing another company's key", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    for (const name of ["A", "B", "C"]) {
      await hire(caller, { companyId, name, email: uniqueEmail(), assignments: wholeCompany });
    }
    const first = await caller.employees.list({ companyId, limit: 2 });
    expect(first.count).toBe(2);
    const second = await caller.employees.list({
      companyId,
      limit: 2,
      lastEvaluatedKey: first.lastEvaluatedKey,
    });
    expect(second.count).toBe(1);
    expect(new Set([...first.items, ...second.items].map((item) => item.name))).toEqual(
      new Set(["A", "B", "C"]),
    );
    const other = await companyWithManager();
    await hire(other.caller, {
      companyId: other.companyId,
      name: "Z",
      email: uniqueEmail(),
      assignments: other.wholeCompany,
    });
    await hire(other.caller, {
      companyId: other.companyId,
      name: "Y",
      email: uniqueEmail(),
      assignments: other.wholeCompany,
    });
    const foreign = await other.caller.employees.list({ companyId: other.companyId, limit: 1 });
    expect(
      await failureOf(
        caller.employees.list({ companyId, limit: 1, lastEvaluatedKey: foreign.lastEvaluatedKey }),
      ),
    ).toEqual(badInput("This page key does not belong to this list."));
  });
});
