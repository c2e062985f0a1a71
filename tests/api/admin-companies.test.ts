import { randomInt } from "node:crypto";
import type { AnyProcedure } from "@trpc/server";
import { describe, expect, it } from "vitest";
import type { Meta } from "@pos/functions/trpc/init";
import { appRouter } from "@pos/functions/trpc/router";
import { registerSimulatedLicence } from "@pos/core/admin/retailer-registry";
import { createCompany } from "@pos/core/company/company";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeUser, uniqueName } from "../support/world";

async function adminCaller() {
  const admin = await makeUser({ isAdmin: true });
  return callerFor(admin.token);
}

const companyIn = (name: string, province: string) =>
  createCompany({ name, province, timezone: "America/Toronto" });

describe("admin company search (admin.md 5)", () => {
  it("digits find one company by id, within the province filter", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    const found = await admin.adminCompanies.search({ search: String(company.id) });
    expect(found.data.map((row) => row.id)).toEqual([company.id]);
    expect(found.pagination).toEqual({ nextCursor: null, prevCursor: null });
    expect((await admin.adminCompanies.search({ search: String(company.id), province: "AB" })).data).toEqual(
      [],
    );
    expect((await admin.adminCompanies.search({ search: "999999999" })).data).toEqual([]);
  });

  it("a CRSA licence resolves through the retailer registry, for Ontario or no province only", async () => {
    const { company } = await makeCompany();
    const licence = `CRSA${String(randomInt(1_000_000, 9_999_999))}`;
    registerSimulatedLicence(licence, company.id);
    const admin = await adminCaller();
    for (const province of [undefined, "ON"] as const) {
      const found = await admin.adminCompanies.search({ search: licence.toLowerCase(), province });
      expect(found.data.map((row) => row.id)).toEqual([company.id]);
    }
    // Outside Ontario the text is a name, and no company is called that.
    expect((await admin.adminCompanies.search({ search: licence, province: "AB" })).data).toEqual([]);
    expect((await admin.adminCompanies.search({ search: "CRSA0000009" })).data).toEqual([]);
  });

  it("other text searches names, ignoring case; the province filters", async () => {
    const tag = uniqueName("Leafy");
    const ontario = await companyIn(`${tag} Ontario`, "ON");
    const sask = await companyIn(`${tag} Sask`, "SK");
    const admin = await adminCaller();
    const all = await admin.adminCompanies.search({ search: tag.toUpperCase() });
    expect(all.data.map((row) => row.id).sort()).toEqual([ontario.id, sask.id].sort());
    const inSask = await admin.adminCompanies.search({ search: tag, province: "SK" });
    expect(inSask.data).toEqual([
      {
        id: sask.id,
        name: `${tag} Sask`,
        province: "SK",
        createDate: sask.createDate,
        isPaid: false,
        auditCompleteMode: "replace",
        inventoryCostOption: "weightedAverage",
        hasBanner: false,
        organizationId: null,
      },
    ]);
    const browse = await admin.adminCompanies.search({ province: "SK" });
    expect(browse.data.every((row) => row.province === "SK")).toBe(true);
  });

  it("an empty search is refused with the spec's warning", async () => {
    const admin = await adminCaller();
    expect(await failureOf(admin.adminCompanies.search({ search: "  " }))).toEqual(
      badInput("Please type company's ID or name"),
    );
  });

  it("pages hold 8 companies with next and previous cursors; a forged cursor is refused", async () => {
    const tag = uniqueName("Paging");
    const ids: number[] = [];
    for (let n = 0; n < 11; n += 1) ids.push((await companyIn(`${tag} ${n}`, "MB")).id);
    const admin = await adminCaller();
    const first = await admin.adminCompanies.search({ search: tag });
    expect(first.data).toHaveLength(8);
    expect(first.pagination.prevCursor).toBeNull();
    expect(first.pagination.nextCursor).toEqual(expect.any(String));
    const second = await admin.adminCompanies.search({
      search: tag,
      cursor: first.pagination.nextCursor ?? "",
    });
    expect(second.data).toHaveLength(3);
    expect(second.pagination.nextCursor).toBeNull();
    const seen = [...first.data, ...second.data].map((row) => row.id);
    expect([...seen].sort()).toEqual([...ids].sort());
    const back = await admin.adminCompanies.search({
      search: tag,
      cursor: second.pagination.prevCursor ?? "",
    });
    expect(back.data.map((row) => row.id)).toEqual(first.data.map((row) => row.id));
    expect(back.pagination.prevCursor).toBeNull();
    expect(back.pagination.nextCursor).toBe(first.pagination.nextCursor);

    const forged = Buffer.from(JSON.stringify({ d: "next", pk: "x" })).toString("base64url");
    expect(await failureOf(admin.adminCompanies.search({ cursor: forged }))).toEqual(
      badInput("This page key does not belong to this list."),
    );
  });

  it("the legacy list answers every company with its audit mode, cost option and banner mark", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    await admin.adminCompanies.setBanner({ companyId: company.id, bannerMessage: "**Hello**" });
    const rows = await admin.adminCompanies.all();
    expect(rows.find((row) => row.id === company.id)).toMatchObject({
      name: company.name,
      province: "ON",
      auditCompleteMode: "replace",
      inventoryCostOption: "weightedAverage",
      hasBanner: true,
    });
  });
});

describe("company switches and banner (admin.md 4)", () => {
  it("each of the ten switches is stored where the company keeps it and reads back", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    const set = (toggle: Parameters<typeof admin.adminCompanies.setToggle>[0]["toggle"], enabled: boolean) =>
      admin.adminCompanies.setToggle({ companyId: company.id, toggle, enabled });
    expect((await set("isPaid", true)).isPaid).toBe(true);
    expect((await set("isLicensed", true)).isLicensed).toBe(true);
    expect((await set("isBatchTracking", true)).isBatchTracking).toBe(true);
    await set("canAccessWordPress", true);
    await set("canAccessHeadset", true);
    const after = await set("canAccessHeadset", false);
    expect(after.permissions).toMatchObject({ canAccessWordPress: true, canAccessHeadset: false });
    await set("pennyRounding", true);
    const meta = await set("hasVirtualLocation", false);
    expect(meta.metaData).toMatchObject({ pennyRounding: "true", hasVirtualLocation: "false" });
    // The feature-flag reader sees the same permission.
    const flags = await admin.flags.forCompany({ companyId: company.id });
    expect(flags.permissions.canAccessWordPress).toBe(true);
    expect(
      await failureOf(
        admin.adminCompanies.setToggle({ companyId: 99999999, toggle: "isPaid", enabled: true }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });

  it("the banner is written, shown with the company to its owner, and cleared by an empty message", async () => {
    const { company, owner } = await makeCompany();
    const admin = await adminCaller();
    await admin.adminCompanies.setBanner({ companyId: company.id, bannerMessage: "  Closed **Monday**  " });
    const ownerCaller = await callerFor(owner.token);
    expect((await ownerCaller.company.getById({ companyId: company.id })).bannerMessage).toBe(
      "Closed **Monday**",
    );
    await admin.adminCompanies.setBanner({ companyId: company.id, bannerMessage: "" });
    expect((await ownerCaller.company.getById({ companyId: company.id })).bannerMessage).toBeUndefined();
    expect(
      (
        await failureOf(
          admin.adminCompanies.setBanner({ companyId: company.id, bannerMessage: "x".repeat(2001) }),
        )
      ).code,
    ).toBe("BAD_REQUEST");
  });

  it("every admin company procedure is of the admin tier", () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
    ).filter(([path]) => path.startsWith("adminCompanies."));
    expect(procedures.length).toBe(15);
    for (const [path, procedure] of procedures) {
      expect((procedure._def.meta as Meta | undefined)?.tier, path).toBe("admin");
    }
  });

  it("a company owner is refused every admin company call", async () => {
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    expect((await failureOf(caller.adminCompanies.search({}))).code).toBe("FORBIDDEN");
    expect(
      (
        await failureOf(
          caller.adminCompanies.setToggle({ companyId: company.id, toggle: "isPaid", enabled: true }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect((await caller.company.getById({ companyId: company.id })).isPaid).toBe(false);
  });
});
