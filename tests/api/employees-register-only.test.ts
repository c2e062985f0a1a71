// Register-only staff (issue "Employees and roles": the e-mail is optional for them): a passcode for the
// register, no dashboard account until an e-mail is added; then a password through "Forgot password".
import { describe, expect, it } from "vitest";
import { User } from "@pos/core/auth/auth.entity";
import { findByPasscode } from "@pos/core/auth/passcodes";
import { createSession } from "@pos/core/auth/sessions";
import { emailsTo } from "@pos/core/email/outbox";
import { resetCodeOf } from "../support/accounts";
import { companyWithManager, conflict, hire, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeDevice, makeUser } from "../support/world";

const newPassword = "N3w#Password";
const invalidCredentials = {
  code: "UNAUTHORIZED",
  appCode: "INVALID_CREDENTIALS",
  message: "Invalid credentials",
};

async function registerOnly(passcode = "7391") {
  const world = await companyWithManager();
  const { caller, companyId, wholeCompany } = world;
  const created = await hire(caller, {
    companyId,
    name: "Riley Register",
    email: " ",
    passcode,
    assignments: wholeCompany,
  });
  return { ...world, created, ref: { companyId, userId: created.employee.id } };
}

/** The answers of every dashboard way in that takes an e-mail, failures all. */
async function wayInAnswers(email: string) {
  const caller = await callerFor();
  return Promise.all([
    failureOf(caller.auth.signIn({ email, password: newPassword })),
    failureOf(caller.account.resetPassword({ email, verificationCode: "123456", newPassword })),
    failureOf(caller.account.migratePassword({ email, oldPassword: "Old#Pass123", newPassword })),
    failureOf(caller.account.completeNewPassword({ email, temporaryPassword: "Temp#Pass123", newPassword })),
  ]);
}

describe("register-only employees (no e-mail)", () => {
  it("are created without an e-mail or a password, and listed as such", async () => {
    const { caller, companyId, wholeCompany, created, ref } = await registerOnly();
    expect(created).toMatchObject({ status: "added", employee: { email: null, hasPasscode: true } });
    const user = (await User.get({ userId: ref.userId }).go()).data;
    expect(user?.email).toBeUndefined();
    expect(user?.passwordHash).toBeUndefined();
    const page = await caller.employees.list({ companyId });
    expect(page.items).toContainEqual(created.employee);
    const second = await hire(caller, {
      companyId,
      name: "Second register-only",
      passcode: "7392",
      assignments: wholeCompany,
    });
    expect(second).toMatchObject({ status: "added", employee: { email: null } });
  });

  it("use the register with their passcode", async () => {
    const { companyId, location, created } = await registerOnly("7393");
    expect(await findByPasscode(companyId, "7393")).toBe(created.employee.id);
    const register = await callerFor((await makeDevice(companyId, location.id)).token);
    expect(await register.employees.myPermissions({ passcode: "7393" })).toMatchObject({
      id: created.employee.id,
      name: "Riley Register",
      locationId: location.id,
      permissions: expect.arrayContaining(["CAN_MANAGE_EMPLOYEES"]),
    });
  });

  it("never reach the dashboard, not even with a session made for them", async () => {
    const { ref } = await registerOnly();
    const token = await createSession({ kind: "user", userId: ref.userId });
    expect((await failureOf((await callerFor(token)).auth.getMe())).code).toBe("UNAUTHORIZED");
  });

  it("can be given an e-mail once: no way in until they choose a password through Forgot password", async () => {
    const { caller, ref } = await registerOnly();
    const other = await makeUser();
    expect(await failureOf(caller.employees.update({ ...ref, email: other.email }))).toEqual(
      conflict("A user with this email already exists"),
    );
    const email = uniqueEmail();
    expect(await (await callerFor()).account.forgotPassword({ email })).toEqual({ ok: true });
    expect(await emailsTo(email)).toEqual([]);
    const updated = await caller.employees.update({ ...ref, email: email.toUpperCase() });
    expect(updated.email).toBe(email);
    expect(await caller.employees.update({ ...ref, email })).toEqual(updated);
    expect(await failureOf(caller.employees.update({ ...ref, email: uniqueEmail() }))).toEqual(
      conflict("This employee already has an e-mail, and it cannot be changed."),
    );

    const unknown = await wayInAnswers(uniqueEmail());
    expect(unknown[0]).toEqual(invalidCredentials);
    expect(await wayInAnswers(email)).toEqual(unknown);
    const visitor = await callerFor();
    await visitor.account.forgotPassword({ email });
    const verificationCode = await resetCodeOf(email);
    expect(await visitor.account.resetPassword({ email, verificationCode, newPassword })).toEqual({
      ok: true,
    });
    const signedIn = await visitor.auth.signIn({ email, password: newPassword });
    expect(signedIn.me).toMatchObject({ id: ref.userId, email, name: "Riley Register" });
  });

  it("new employees with an e-mail get no password either, and cannot sign in until they choose one", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const email = uniqueEmail();
    const { employee } = await hire(caller, {
      companyId,
      name: "Dana",
      email,
      assignments: wholeCompany,
    });
    expect((await User.get({ userId: employee.id }).go()).data?.passwordHash).toBeUndefined();
    expect(await wayInAnswers(email)).toEqual(await wayInAnswers(uniqueEmail()));
  });
});
