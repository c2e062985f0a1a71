import { afterEach, describe, expect, it } from "vitest";
import { accountPolicy } from "@pos/core/auth/account-policy";
import { Assignment, SecurityRole, User } from "@pos/core/auth/auth.entity";
import { permissionNames } from "@pos/core/auth/permissions";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { getCompany, listLocations } from "@pos/core/company/company";
import { Company } from "@pos/core/company/company.entity";
import { emailsTo } from "@pos/core/email/outbox";
import { latestEmail, sessionCount, temporaryPasswordOf } from "../support/accounts";
import { callerFor, failureOf, makeUser, uniqueName } from "../support/world";

afterEach(() => setClock(null));

const newPassword = "N3w#Password";

async function registerStore(overrides: { email?: string; companyName?: string; timezone?: string } = {}) {
  const admin = await makeUser({ isAdmin: true });
  const input = {
    name: "Riley Owner",
    email: `${uniqueName("Owner")}@Test.example`,
    companyName: uniqueName("Store"),
    timezone: "America/Toronto",
    ...overrides,
  };
  const registration = await (await callerFor(admin.token)).account.register(input);
  return { ...registration, admin, input, email: input.email.toLowerCase() };
}

describe("registration", () => {
  it("creates the company (Canada, AB by default), its first location, an Owner role and the assigned owner", async () => {
    const { companyId, locationId, userId, securityRoleId, input, email } = await registerStore();
    expect(await getCompany(companyId)).toMatchObject({
      name: input.companyName,
      country: "Canada",
      province: "AB",
      timezone: "America/Toronto",
    });
    expect(await listLocations(companyId)).toEqual([{ id: locationId, name: input.companyName, companyId }]);
    const role = await SecurityRole.get({ companyId, roleId: securityRoleId }).go();
    expect(role.data).toMatchObject({ name: "Owner", permissions: [...permissionNames] });
    const assignments = await Assignment.query.byUser({ userId }).go();
    expect(assignments.data).toEqual([
      expect.objectContaining({ companyId, entityType: "company", type: "assigned", securityRoleId }),
    ]);
    expect((await User.get({ userId }).go()).data).toMatchObject({
      email,
      passwordStatus: "temporary",
      emailVerified: false,
    });
    const { getEmployee } = await import("@pos/core/employees/employees");
    expect(await getEmployee({ companyId, userId })).toMatchObject({ id: userId, email, tracksHours: false });
    const mail = await latestEmail(email);
    expect(mail.subject).toBe("Welcome to Greenline POS");
    expect(mail.text).toMatch(/Temporary password: \S{14}\n/);
    expect(mail.text).toMatch(/\/verifyEmail\?token=[\w-]{43}$/m);
  });

  it("is for admins only, and checks its input", async () => {
    const owner = await makeUser();
    const input = {
      name: "A",
      email: `${uniqueName("x")}@test.example`,
      companyName: "B",
      timezone: "America/Halifax",
    };
    expect((await failureOf((await callerFor(owner.token)).account.register(input))).code).toBe("FORBIDDEN");
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const cases = [
      [{ ...input, name: " " }, "Name is required"],
      [{ ...input, companyName: "" }, "Company name is required"],
      [{ ...input, email: "" }, "Email is required"],
      [
        { ...input, email: "a+b@test.example" },
        'Please change your email to a valid email address first (email cannot contain "+")',
      ],
    ] as const;
    for (const [bad, message] of cases)
      expect(await failureOf(admin.account.register(bad))).toMatchObject({ code: "BAD_REQUEST", message });
    expect(await emailsTo(input.email)).toEqual([]);
  });

  it("refuses an e-mail in use with CONFLICT and leaves nothing half-created", async () => {
    const existing = await makeUser();
    const companyName = uniqueName("Taken");
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const failure = await failureOf(
      admin.account.register({ name: "X", email: existing.email, companyName, timezone: "America/Regina" }),
    );
    expect(failure).toEqual({
      code: "CONFLICT",
      appCode: "CONFLICT",
      message: "A user with this email already exists",
    });

    const email = `${uniqueName("race")}@test.example`;
    const names = [uniqueName("First"), uniqueName("Second")];
    const results = await Promise.allSettled(
      names.map((name) =>
        admin.account.register({ name: "Y", email, companyName: name, timezone: "America/Regina" }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const companies = (await Company.query.all({}).go({ pages: "all" })).data.map((company) => company.name);
    expect(companies).not.toContain(companyName);
    expect(names.filter((name) => companies.includes(name))).toHaveLength(1);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe("first sign-in with the temporary password", () => {
  it("answers NEW_PASSWORD_REQUIRED without a session; the new password then signs in to the company", async () => {
    const { email, userId, companyId, input } = await registerStore();
    const temporaryPassword = await temporaryPasswordOf(email);
    const caller = await callerFor();
    expect(await failureOf(caller.auth.signIn({ email, password: temporaryPassword }))).toEqual({
      code: "FORBIDDEN",
      appCode: "NEW_PASSWORD_REQUIRED",
      message: "New password is required",
    });
    expect(await sessionCount(userId)).toBe(0);
    expect(
      await failureOf(
        caller.account.completeNewPassword({ email, temporaryPassword: "Wrong#Pass1", newPassword }),
      ),
    ).toEqual({
      code: "FORBIDDEN",
      appCode: "NotAuthorizedException",
      message: "Incorrect email or temporary password.",
    });
    expect(
      (
        await failureOf(
          caller.account.completeNewPassword({ email, temporaryPassword, newPassword: "short" }),
        )
      ).message,
    ).toBe("Your password doesn't meet the requirements.");
    expect(await caller.account.completeNewPassword({ email, temporaryPassword, newPassword })).toEqual({
      ok: true,
    });
    const signedIn = await caller.auth.signIn({ email, password: newPassword });
    expect(signedIn.me.companies).toEqual([{ id: companyId, name: input.companyName }]);
    expect(signedIn.token).toEqual(expect.any(String));
    expect((await User.get({ userId }).go()).data).toMatchObject({
      passwordStatus: "current",
      emailVerified: true,
    });
    expect(
      await failureOf(
        caller.account.completeNewPassword({ email, temporaryPassword: newPassword, newPassword }),
      ),
    ).toMatchObject({
      appCode: "InvalidParameterException",
      message: "This account does not need a new password. Please log in.",
    });
  });

  it("expires after 7 days (ExpiredCodeException) at sign-in and when setting the new password", async () => {
    const clock = fixedClock("2026-06-01T09:00:00Z");
    setClock(clock);
    const { email } = await registerStore();
    const temporaryPassword = await temporaryPasswordOf(email);
    clock.advance(accountPolicy.temporaryPasswordLifetimeMs);
    const expired = {
      code: "BAD_REQUEST",
      appCode: "ExpiredCodeException",
      message: "Your temporary password has expired. Please contact your administrator to send a new one.",
    };
    const caller = await callerFor();
    expect(await failureOf(caller.auth.signIn({ email, password: temporaryPassword }))).toEqual(expired);
    expect(
      await failureOf(caller.account.completeNewPassword({ email, temporaryPassword, newPassword })),
    ).toEqual(expired);
  });

  it("cannot be used on the legacy migration screen (InvalidParameterException)", async () => {
    const { email } = await registerStore();
    const oldPassword = await temporaryPasswordOf(email);
    const failure = await failureOf(
      (await callerFor()).account.migratePassword({ email, oldPassword, newPassword }),
    );
    expect(failure).toMatchObject({ code: "BAD_REQUEST", appCode: "InvalidParameterException" });
  });
});
