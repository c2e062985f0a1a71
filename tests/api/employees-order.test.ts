import { describe, expect, it } from "vitest";
import { companyWithManager, hire, uniqueEmail } from "../support/staff";
import { callerFor, makeCompany } from "../support/world";

type Listed = { items: { name: string }[]; lastEvaluatedKey: Record<string, string> | null };

describe("the employee list", () => {
  it("is sorted by name, case-insensitively, across pages of DynamoDB's own keys", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    for (const name of ["bob", "Ann Smith", "Élodie", "alex", "Ann", "Zoë", "Brenda", "eve"])
      await hire(caller, { companyId, name, email: uniqueEmail(), assignments: wholeCompany });

    const names: string[] = [];
    let key: Record<string, string> | null = null;
    do {
      const page: Listed = await caller.employees.list({ companyId, limit: 3, lastEvaluatedKey: key });
      expect(page.items.length).toBeLessThanOrEqual(3);
      names.push(...page.items.map((item) => item.name));
      key = page.lastEvaluatedKey;
    } while (key);
    expect(names).toEqual(["alex", "Ann", "Ann Smith", "bob", "Brenda", "Élodie", "eve", "Zoë"]);
  });

  it("keeps equal names in a stable order and follows a rename", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const add = async (name: string) =>
      (await hire(caller, { companyId, name, email: uniqueEmail(), assignments: wholeCompany })).employee;
    const first = await add("Sam");
    const second = await add("sam");
    await add("Morgan");
    const ids = async () => (await caller.employees.list({ companyId })).items.map((item) => item.id);
    const listed = await ids();
    expect(listed.slice(1)).toEqual([first.id, second.id].sort());

    await caller.employees.update({ companyId, userId: second.id, name: "Aaron" });
    expect((await ids())[0]).toBe(second.id);
    expect((await caller.employees.list({ companyId })).items.map((item) => item.name)).toEqual([
      "Aaron",
      "Morgan",
      "Sam",
    ]);
  });

  it("lists someone who already had an account under their own name", async () => {
    const { caller, companyId, wholeCompany } = await companyWithManager();
    const other = await makeCompany();
    await hire(caller, {
      companyId,
      name: "Zed",
      email: uniqueEmail(),
      assignments: wholeCompany,
    });
    await hire(caller, {
      companyId,
      name: "Ignored name",
      email: other.owner.email,
      assignments: wholeCompany,
    });
    const owner = await callerFor(other.owner.token);
    expect((await owner.auth.getMe()).name).toBe("Test User");
    expect((await caller.employees.list({ companyId })).items.map((item) => item.name)).toEqual([
      "Test User",
      "Zed",
    ]);
  });
});
