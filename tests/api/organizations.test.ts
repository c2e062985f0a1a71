import { describe, expect, it } from "vitest";
import { getCompany } from "@pos/core/company/company";
import { badInput, conflict } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

async function admin() {
  return (await callerFor((await makeUser({ isAdmin: true })).token)).organizations;
}

describe("organizations", () => {
  it("are created, renamed and listed by name with offset paging and a search", async () => {
    const organizations = await admin();
    const tag = uniqueName("Org");
    const beta = await organizations.create({ name: `  ${tag} Beta ` });
    const alpha = await organizations.create({ name: `${tag} Alpha` });
    expect(beta).toMatchObject({ id: expect.any(String), name: `${tag} Beta` });

    const page = await organizations.list({ searchQuery: tag.toLowerCase(), limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 2, offset: 0, limit: 1 });
    expect(page.items.map((item) => item.id)).toEqual([alpha.id]);
    const second = await organizations.list({ searchQuery: tag, limit: 1, offset: 1 });
    expect(second.items.map((item) => item.id)).toEqual([beta.id]);

    await organizations.update({ organizationId: beta.id, name: `${tag} Aardvark` });
    const renamed = await organizations.list({ searchQuery: tag, limit: 20 });
    expect(renamed.items.map((item) => item.name)).toEqual([`${tag} Aardvark`, `${tag} Alpha`]);
  });

  it("refuses an empty name with the spec's message and changes nothing", async () => {
    const organizations = await admin();
    expect(await failureOf(organizations.create({ name: "   " }))).toEqual(badInput("Name is required!"));
    const created = await organizations.create({ name: uniqueName("Org") });
    expect(await failureOf(organizations.update({ organizationId: created.id, name: "" }))).toEqual(
      badInput("Name is required!"),
    );
    const listed = await organizations.list({ searchQuery: created.name });
    expect(listed.items).toEqual([created]);
    expect((await failureOf(organizations.update({ organizationId: "nope", name: "X" }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("migrates a company into an organization once", async () => {
    const organizations = await admin();
    const { company } = await makeCompany();
    const first = await organizations.create({ name: uniqueName("Org") });
    const other = await organizations.create({ name: uniqueName("Org") });

    expect(await organizations.migrateCompany({ organizationId: first.id, companyId: company.id })).toEqual(
      first,
    );
    expect((await getCompany(company.id)).organizationId).toBe(first.id);

    expect(
      await failureOf(organizations.migrateCompany({ organizationId: other.id, companyId: company.id })),
    ).toEqual(conflict("This company already belongs to an organization."));
    expect((await getCompany(company.id)).organizationId).toBe(first.id);
    const missing = await failureOf(
      organizations.migrateCompany({ organizationId: "0", companyId: company.id }),
    );
    expect(missing.message).toBe("This organization does not exist.");
  });
});
