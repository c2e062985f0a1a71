import { describe, expect, it } from "vitest";
import { CustomerEntity } from "@pos/core/customers/customer.entity";
import { customerImportMessages } from "@pos/core/imports/customer-row";
import { confirmAndRun, csvOf, importWorld, issuesOf, previewImport } from "../support/import-world";

const header = [
  "Name",
  "EMAIL",
  "phone",
  "Card Id",
  "birthday",
  "gender",
  "city",
  "address",
  "postal code",
  "notes",
];

async function customersOf(companyId: number) {
  return (await CustomerEntity.query.byId({ companyId }).go({ pages: "all" })).data;
}

describe("customer CSV import (admin.md 5)", () => {
  it("previews every problem, then imports the good rows and skips the rest with their reasons", async () => {
    const { admin, companyId } = await importWorld();
    const file = csvOf([
      header,
      [
        "Avery Quinn",
        "avery@example.test",
        "403-555-0101",
        "C-1",
        "1990/04/02",
        "Female",
        "Calgary",
        "1 Main St",
        "t2p 1j9",
        "VIP",
      ],
      ["", "nobody@example.test", "", "", "", "", "", "", "", ""],
      ["Bad Mail", "not-an-email", "", "", "", "", "", "", "", ""],
      ["Bad Birthday", "", "", "", "1990-04-02", "", "", "", "", ""],
      ["Bad Gender", "", "", "", "", "robot", "", "", "", ""],
      ["Bad Phone", "", "555 01", "", "", "", "", "", "", ""],
      ["Copy Of Avery", "AVERY@example.test", "", "", "", "", "", "", "", ""],
      ["Blake Rowe", "", "+1 403 555 0199", "", "", "other", "", "", "", ""],
    ]);
    const job = await previewImport(admin, companyId, "customers", "customers.csv", file);
    expect(job).toMatchObject({ status: "previewed", totalRows: 8, errorCount: 6, blocked: false });
    expect(job.previewRows[0]).toMatchObject({
      row: 2,
      values: { name: "Avery Quinn", email: "avery@example.test" },
    });
    expect(await customersOf(companyId)).toHaveLength(0);
    const problems = await issuesOf(admin, companyId, job.importId, "preview");
    expect(problems.map((issue) => [issue.row, issue.message])).toEqual([
      [3, customerImportMessages.emptyName],
      [4, customerImportMessages.email],
      [5, customerImportMessages.birthday],
      [6, customerImportMessages.gender],
      [7, customerImportMessages.phone],
      [8, customerImportMessages.duplicate(2, "e-mail")],
    ]);

    const done = await confirmAndRun(admin, companyId, job.importId);
    expect(done).toMatchObject({ status: "done", imported: 2, skipped: 6 });
    const saved = await customersOf(companyId);
    expect(saved.map((customer) => customer.name).sort()).toEqual(["Avery Quinn", "Blake Rowe"]);
    expect(saved.find((customer) => customer.name === "Avery Quinn")).toMatchObject({
      email: "avery@example.test",
      phone: "4035550101",
      cardId: "C-1",
      birthday: "1990-04-02",
      gender: "female",
      postalCode: "T2P 1J9",
    });
    expect(saved.find((customer) => customer.name === "Blake Rowe")).toMatchObject({ phone: "+14035550199" });
    const skipped = await issuesOf(admin, companyId, job.importId, "import");
    expect(skipped.map((issue) => issue.row)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it("creates nobody twice when the same file is imported again", async () => {
    const { admin, companyId } = await importWorld();
    const file = csvOf([
      header,
      ["Casey Lin", "casey@example.test", "", "", "", "", "", "", "", ""],
      ["Dana Ray", "", "", "", "", "", "", "", "", ""],
    ]);
    const first = await previewImport(admin, companyId, "customers", "customers.csv", file);
    await confirmAndRun(admin, companyId, first.importId);
    const again = await previewImport(admin, companyId, "customers", "customers.csv", file);
    expect(again.errorCount).toBe(2);
    const done = await confirmAndRun(admin, companyId, again.importId);
    expect(done).toMatchObject({ imported: 0, skipped: 2 });
    expect(await customersOf(companyId)).toHaveLength(2);
    const skipped = await issuesOf(admin, companyId, again.importId, "import");
    expect(skipped.map((issue) => issue.message)).toEqual([
      customerImportMessages.existing("e-mail"),
      customerImportMessages.existing("name and birthday"),
    ]);
  });

  it("refuses a file without a Name column before anything is written", async () => {
    const { admin, companyId } = await importWorld();
    const job = await previewImport(
      admin,
      companyId,
      "customers",
      "customers.csv",
      csvOf([["email"], ["a@example.test"]]),
    );
    expect(job).toMatchObject({ status: "failed", error: customerImportMessages.nameColumn });
    expect(await customersOf(companyId)).toHaveLength(0);
  });
});
