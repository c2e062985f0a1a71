import { describe, expect, it } from "vitest";
import { findUserByEmail } from "@pos/core/auth/users";
import { badInput, conflict } from "../support/staff";
import { callerFor, failureOf, makeUser, strongPassword, uniqueName } from "../support/world";

describe("admin users", () => {
  it("are found by e-mail prefix, name word or id, 10 at most by default", async () => {
    const { adminUsers } = await callerFor((await makeUser({ isAdmin: true })).token);
    const target = await makeUser();
    const prefix = target.email.slice(0, 12);
    const byEmail = await adminUsers.search({ searchQuery: prefix.toUpperCase() });
    expect(byEmail.items).toEqual([{ id: target.userId, email: target.email, name: "Test User" }]);
    expect((await adminUsers.search({ searchQuery: target.userId })).items.map((row) => row.id)).toEqual([
      target.userId,
    ]);
    const byName = await adminUsers.search({ searchQuery: "test" });
    expect(byName.limit).toBe(10);
    expect(byName.items.length).toBeLessThanOrEqual(10);
    expect(
      byName.items.every((row) =>
        row.name
          .toLowerCase()
          .split(" ")
          .some((word) => word.startsWith("test")),
      ),
    ).toBe(true);
  });

  it("changes an e-mail, moving its unique record, and refuses one already taken", async () => {
    const { adminUsers } = await callerFor((await makeUser({ isAdmin: true })).token);
    const target = await makeUser();
    const other = await makeUser();
    const email = `${uniqueName("moved")}@test.example`;

    expect(
      await adminUsers.changeEmail({ userId: target.userId, email: ` ${email.toUpperCase()} ` }),
    ).toEqual({
      id: target.userId,
      email,
      name: "Test User",
    });
    expect((await findUserByEmail(email))?.userId).toBe(target.userId);
    expect(await findUserByEmail(target.email)).toBeNull();
    await (await callerFor()).auth.signIn({ email, password: strongPassword });

    expect(await failureOf(adminUsers.changeEmail({ userId: target.userId, email: other.email }))).toEqual(
      conflict("A user with this email already exists"),
    );
    expect((await findUserByEmail(email))?.userId).toBe(target.userId);
    expect((await findUserByEmail(other.email))?.userId).toBe(other.userId);
    expect(await failureOf(adminUsers.changeEmail({ userId: target.userId, email: "not-an-email" }))).toEqual(
      badInput("Please enter a valid email"),
    );
    expect((await failureOf(adminUsers.changeEmail({ userId: "u_missing", email }))).code).toBe("NOT_FOUND");
  });
});
