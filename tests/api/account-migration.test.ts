import { describe, expect, it } from "vitest";
import { User } from "@pos/core/auth/auth.entity";
import { signInLimits, tooManyAttemptsMessage } from "@pos/core/auth/sign-in-limits";
import { assignUser, createUser } from "@pos/core/auth/users";
import { hashSecret } from "@pos/core/common/passwords";
import { detailsOf, sessionCount } from "../support/accounts";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

const legacyPassword = "oldpass";
const newPassword = "N3w#Password";

async function makeLegacyUser() {
  const { company, role } = await makeCompany();
  const email = `${uniqueName("legacy")}@test.example`;
  const user = await createUser(
    { email, name: "Imported", password: legacyPassword },
    { passwordStatus: "legacy" },
  );
  await assignUser({
    userId: user.userId,
    companyId: company.id,
    entityType: "company",
    entityId: String(company.id),
    securityRoleId: role.roleId,
  });
  return { ...user, email, company };
}

describe("legacy password migration", () => {
  it("sign-in answers PASSWORD_MIGRATION_REQUIRED with the migrating user, and opens no session", async () => {
    const user = await makeLegacyUser();
    const signIn = async () =>
      (await callerFor()).auth.signIn({ email: user.email, password: legacyPassword });
    expect(await failureOf(signIn())).toEqual({
      code: "FORBIDDEN",
      appCode: "PASSWORD_MIGRATION_REQUIRED",
      message: "Please reset your password to continue.",
    });
    expect(await detailsOf(signIn())).toEqual({
      migratingUser: {
        id: user.userId,
        email: user.email,
        entityAssignments: [
          expect.objectContaining({
            type: "assigned",
            entity: expect.objectContaining({ entityType: "company", rootEntityId: String(user.company.id) }),
          }),
        ],
      },
    });
    expect(await sessionCount(user.userId)).toBe(0);
  });

  it("checks the old password (403) and the new one (400), then the new password signs in", async () => {
    const user = await makeLegacyUser();
    const caller = await callerFor();
    const migrate = (oldPassword: string, password: string) =>
      caller.account.migratePassword({ email: user.email.toUpperCase(), oldPassword, newPassword: password });
    expect(await failureOf(migrate("wrong", newPassword))).toEqual({
      code: "FORBIDDEN",
      appCode: "NotAuthorizedException",
      message: "Old password is incorrect",
    });
    expect(await failureOf(migrate(legacyPassword, "weakpass"))).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: "Your password doesn't meet the requirements.",
    });
    expect((await failureOf(migrate("", newPassword))).message).toBe("Old password is required");
    expect((await failureOf(migrate(legacyPassword, ""))).message).toBe("Password is required");
    expect(
      (
        await failureOf(
          caller.account.migratePassword({ email: "", oldPassword: legacyPassword, newPassword }),
        )
      ).message,
    ).toBe("Something went wrong, please go to the login page and try again");
    expect(await migrate(legacyPassword, newPassword)).toEqual({ ok: true });
    const signedIn = await caller.auth.signIn({ email: user.email, password: newPassword });
    expect(signedIn.me.companies.map((company) => company.id)).toEqual([user.company.id]);
    expect((await failureOf(migrate(legacyPassword, newPassword))).appCode).toBe("NotAuthorizedException");
  });

  it("counts wrong old passwords against the sign-in limit, and an unknown e-mail answers the same", async () => {
    const user = await makeLegacyUser();
    const unknown = await failureOf(
      (await callerFor()).account.migratePassword({
        email: `${uniqueName("nobody")}@test.example`,
        oldPassword: legacyPassword,
        newPassword,
      }),
    );
    expect(unknown.message).toBe("Old password is incorrect");
    for (let attempt = 0; attempt < signInLimits.perAccount; attempt += 1)
      await failureOf(
        (await callerFor()).account.migratePassword({ email: user.email, oldPassword: "wrong", newPassword }),
      );
    const locked = await failureOf(
      (await callerFor()).account.migratePassword({
        email: user.email,
        oldPassword: legacyPassword,
        newPassword,
      }),
    );
    expect(locked).toEqual({
      code: "TOO_MANY_REQUESTS",
      appCode: "RATE_LIMITED",
      message: tooManyAttemptsMessage,
    });
  });
});

describe("weak password", () => {
  it("opens no session: the answer carries the migrating user, and the migration reset fixes it", async () => {
    const user = await makeUser();
    const weak = "weakpass";
    await User.patch({ userId: user.userId })
      .set({ passwordHash: await hashSecret(weak) })
      .go();
    const caller = await callerFor();
    const before = await sessionCount(user.userId);
    const signIn = () => caller.auth.signIn({ email: user.email, password: weak });
    expect(await failureOf(signIn())).toEqual({
      code: "FORBIDDEN",
      appCode: "PASSWORD_MIGRATION_REQUIRED",
      message: "Weak password detected. Please reset it",
    });
    expect(await detailsOf(signIn())).toEqual({
      reason: "weak",
      migratingUser: { id: user.userId, email: user.email, entityAssignments: [] },
    });
    expect(await sessionCount(user.userId)).toBe(before);

    await caller.account.migratePassword({ email: user.email, oldPassword: weak, newPassword });
    const signedIn = await caller.auth.signIn({ email: user.email, password: newPassword });
    expect((await (await callerFor(signedIn.token)).auth.getMe()).id).toBe(user.userId);
    expect(signedIn).not.toHaveProperty("weakPassword");
  });

  it("is told only to whoever knows the password", async () => {
    const user = await makeUser();
    await User.patch({ userId: user.userId })
      .set({ passwordHash: await hashSecret("weakpass") })
      .go();
    expect(
      await failureOf((await callerFor()).auth.signIn({ email: user.email, password: "weakpas" })),
    ).toMatchObject({ code: "UNAUTHORIZED", message: "Invalid credentials" });
  });
});
