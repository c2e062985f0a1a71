import { describe, expect, it } from "vitest";
import { UserSearchKey } from "@pos/core/auth/user-search.entity";
import { searchKeyOf, searchTokensOf } from "@pos/core/auth/user-search-keys";
import { createUser, findUserByEmail } from "@pos/core/auth/users";
import { backfillUserSearchKeys } from "../../packages/functions/src/local/backfill-user-search";
import { badInput, companyWithManager, conflict, hire, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeUser, strongPassword, uniqueName } from "../support/world";

type Found = { items: { id: string; name: string }[] };

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

  it("pages through more than one page of search keys, through the index, and no deeper than it may", async () => {
    const { adminUsers } = await callerFor((await makeUser({ isAdmin: true })).token);
    const word = uniqueName("zq").replace("-", "");
    const ids = new Set<string>();
    for (let batch = 0; batch < 7; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          createUser({ name: `${word} Person${batch * 20 + index}`, email: uniqueEmail() }),
        ),
      );
      for (const user of made) ids.add(user.userId);
    }
    const seen: string[] = [];
    for (let offset = 0; offset < 160; offset += 50) {
      const page: Found = await adminUsers.search({ searchQuery: word.toUpperCase(), offset, limit: 50 });
      seen.push(...page.items.map((row) => row.id));
    }
    expect(seen.length).toBe(140);
    expect(new Set(seen)).toEqual(ids);
    expect(
      (await adminUsers.search({ searchQuery: `${word} person13`, limit: 20 })).items
        .map((row) => row.name)
        .sort(),
    ).toEqual(
      [`${word} Person13`, ...Array.from({ length: 10 }, (_, index) => `${word} Person13${index}`)].sort(),
    );
    expect((await adminUsers.search({ searchQuery: "" })).items).toEqual([]);
    expect((await failureOf(adminUsers.search({ searchQuery: word, offset: 1001 }))).code).toBe(
      "BAD_REQUEST",
    );
  });

  it("follows a rename and an e-mail change, and the backfill indexes users written before the keys", async () => {
    const { adminUsers } = await callerFor((await makeUser({ isAdmin: true })).token);
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const [before, after] = [uniqueName("yqold").replace("-", ""), uniqueName("yqnew").replace("-", "")];
    const { employee } = await hire(caller, {
      companyId,
      name: `Pat ${before}`,
      email: uniqueEmail(),
      assignments: wholeCompany,
    });
    const ids = async (query: string) =>
      (await adminUsers.search({ searchQuery: query })).items.map((row) => row.id);
    expect(await ids(before)).toEqual([employee.id]);

    await caller.employees.update({ companyId, userId: employee.id, name: `Pat ${after}` });
    expect(await ids(before)).toEqual([]);
    expect(await ids(after)).toEqual([employee.id]);
    expect(await ids(`pat ${after.slice(0, 6)}`)).toEqual([employee.id]);

    const email = `${uniqueName("xqmoved")}@test.example`;
    const previous = (await adminUsers.search({ searchQuery: employee.id })).items[0] as { email: string };
    await adminUsers.changeEmail({ userId: employee.id, email });
    expect(await ids(previous.email)).toEqual([]);
    expect(await ids(email)).toEqual([employee.id]);

    const keys = searchTokensOf({ email, name: `Pat ${after}` }).map((token) =>
      searchKeyOf(employee.id, token),
    );
    await UserSearchKey.delete(keys).go();
    expect(await ids(after)).toEqual([]);
    expect(await backfillUserSearchKeys()).toBeGreaterThan(0);
    expect(await ids(after)).toEqual([employee.id]);
  });
});
