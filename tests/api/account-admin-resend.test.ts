import { afterEach, describe, expect, it } from "vitest";
import { accountAdminMessages } from "@pos/core/auth/account-admin";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { latestEmail, temporaryPasswordOf, verificationTokenOf } from "../support/accounts";
import { companyWithManager, hire, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeUser, uniqueName } from "../support/world";

afterEach(() => setClock(null));

const newPassword = "N3w#Password";
const conflict = (message: string) => ({ code: "CONFLICT", appCode: "CONFLICT", message });

async function registeredStore() {
  const admin = await callerFor((await makeUser({ isAdmin: true })).token);
  const email = `${uniqueName("owner")}@test.example`;
  const store = await admin.account.register({
    name: "Riley Owner",
    email,
    companyName: uniqueName("Store"),
    timezone: "America/Toronto",
  });
  return { admin, email, ...store };
}

describe("admin: resend a temporary password", () => {
  it("replaces the old one, which stops working, and the new one leads to choosing a password", async () => {
    const { admin, email, userId } = await registeredStore();
    const first = await temporaryPasswordOf(email);
    const sent = await admin.admin.resendTemporaryPassword({ userId });
    expect(sent).toEqual({ email, expiresAt: expect.any(String) });
    const mail = await latestEmail(email);
    expect(mail.subject).toBe("Your new temporary password for Greenline POS");
    const second = await temporaryPasswordOf(email);
    expect(second).not.toBe(first);

    const visitor = await callerFor();
    expect((await failureOf(visitor.auth.signIn({ email, password: first }))).message).toBe(
      "Invalid credentials",
    );
    expect((await failureOf(visitor.auth.signIn({ email, password: second }))).appCode).toBe(
      "NEW_PASSWORD_REQUIRED",
    );
    await visitor.account.completeNewPassword({ email, temporaryPassword: second, newPassword });
    expect(await failureOf(admin.admin.resendTemporaryPassword({ userId }))).toEqual(
      conflict(accountAdminMessages.passwordChosen),
    );
  });

  it("revives an expired temporary password with a fresh 7 days", async () => {
    const clock = fixedClock(new Date());
    setClock(clock);
    const { admin, email, userId } = await registeredStore();
    clock.advance(8 * 86_400_000);
    const expired = await failureOf(
      (await callerFor()).auth.signIn({ email, password: await temporaryPasswordOf(email) }),
    );
    expect(expired.appCode).toBe("ExpiredCodeException");
    const { expiresAt } = await admin.admin.resendTemporaryPassword({ userId });
    expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime() + 7 * 86_400_000);
    const again = await failureOf(
      (await callerFor()).auth.signIn({ email, password: await temporaryPasswordOf(email) }),
    );
    expect(again.appCode).toBe("NEW_PASSWORD_REQUIRED");
  });

  it("gives one to an employee who has no password yet", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const email = uniqueEmail();
    const { employee } = await hire(caller, {
      companyId,
      name: "New Hire",
      email,
      assignments: wholeCompany,
    });
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    await admin.admin.resendTemporaryPassword({ userId: employee.id });
    const password = await temporaryPasswordOf(email);
    expect((await failureOf((await callerFor()).auth.signIn({ email, password }))).appCode).toBe(
      "NEW_PASSWORD_REQUIRED",
    );
  });
});

describe("admin: resend the e-mail verification link", () => {
  it("sends a new link that verifies the address; a verified address is refused", async () => {
    const { admin, email, userId } = await registeredStore();
    expect(await admin.admin.resendVerificationEmail({ userId })).toEqual({ email });
    expect((await latestEmail(email)).subject).toBe("Verify your email address for Greenline POS");
    const token = await verificationTokenOf(email);
    expect(await (await callerFor()).account.verifyEmail({ token })).toEqual({ ok: true });
    expect(await failureOf(admin.admin.resendVerificationEmail({ userId }))).toEqual(
      conflict(accountAdminMessages.alreadyVerified),
    );
  });
});

describe("admin: the company's users", () => {
  it("lists how far each account got, by name", async () => {
    const { admin, email, userId, companyId } = await registeredStore();
    const visitor = await callerFor();
    const registerOnly = await hire(admin, {
      companyId,
      name: "Ari Register",
      passcode: "5555",
      assignments: [
        { locationId: null, securityRoleId: (await admin.employees.roles.list({ companyId })).items[0]!.id },
      ],
    });
    const listed = await admin.admin.companyUsers({ companyId });
    expect(listed.items).toEqual([
      {
        id: registerOnly.employee.id,
        name: "Ari Register",
        email: null,
        isActive: true,
        emailVerified: true,
        passwordState: "none",
        temporaryPasswordExpiresAt: null,
      },
      {
        id: userId,
        name: "Riley Owner",
        email,
        isActive: true,
        emailVerified: false,
        passwordState: "temporary",
        temporaryPasswordExpiresAt: expect.any(String),
      },
    ]);
    await visitor.account.completeNewPassword({
      email,
      temporaryPassword: await temporaryPasswordOf(email),
      newPassword,
    });
    expect((await admin.admin.companyUsers({ companyId })).items[1]).toMatchObject({
      passwordState: "current",
      emailVerified: true,
      temporaryPasswordExpiresAt: null,
    });
    expect(
      await failureOf(admin.admin.resendTemporaryPassword({ userId: registerOnly.employee.id })),
    ).toEqual(conflict(accountAdminMessages.noEmail));
  });

  it("is for admins only; an unknown or deactivated user is refused", async () => {
    const { admin, userId, companyId } = await registeredStore();
    const someone = await callerFor((await makeUser()).token);
    // One call at a time: a refusal made before its turn would be an unhandled rejection.
    for (const call of [
      () => someone.admin.companyUsers({ companyId }),
      () => someone.admin.resendTemporaryPassword({ userId }),
      () => someone.admin.resendVerificationEmail({ userId }),
    ])
      expect((await failureOf(call())).code).toBe("FORBIDDEN");
    expect(await failureOf(admin.admin.resendVerificationEmail({ userId: "u_nobody" }))).toMatchObject({
      code: "NOT_FOUND",
      message: accountAdminMessages.notFound,
    });
    await admin.admin.deactivateUser({ userId });
    expect(await failureOf(admin.admin.resendTemporaryPassword({ userId }))).toEqual(
      conflict(accountAdminMessages.deactivated),
    );
  });
});
