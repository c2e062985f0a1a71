import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPermission, permissionCatalogue } from "@pos/core/auth/permissions";
import { docPath, procedureRows, withGeneratedSections } from "./permissions-doc";

describe("the permission catalogue", () => {
  it("has unique upper-case names, each with a label and a description", () => {
    const names = permissionCatalogue.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of permissionCatalogue) {
      expect(entry.name).toMatch(/^CAN_[A-Z_]+$/);
      expect(entry.label.length, entry.name).toBeGreaterThan(0);
      expect(entry.description.length, entry.name).toBeGreaterThan(20);
    }
    expect(names).toEqual(expect.arrayContaining(["CAN_EDIT_SALES", "CAN_MANAGE_COMPLIANCE_REPORTING"]));
  });

  it("names every permission a company procedure requires", () => {
    const required = procedureRows().flatMap(({ path, meta }) =>
      meta?.permission ? [{ path, permission: meta.permission as string, tier: meta.tier }] : [],
    );
    expect(required.map(({ path }) => path)).toContain("employees.roles.update");
    for (const { path, permission, tier } of required) {
      expect(
        isPermission(permission),
        `${path} requires "${permission}", which is not in the catalogue`,
      ).toBe(true);
      expect(tier, path).toBe("company");
    }
  });

  it("manages employees and roles only with CAN_MANAGE_EMPLOYEES granted at the company", () => {
    const employees = procedureRows().filter(({ path }) => path.startsWith("employees."));
    for (const { path, meta } of employees.filter(({ meta }) => meta?.tier === "company")) {
      expect(meta, path).toMatchObject({ permission: "CAN_MANAGE_EMPLOYEES", scope: "company" });
    }
    expect(employees.find(({ path }) => path === "employees.myPermissions")?.meta?.tier).toBe("device");
  });

  it("is written out in docs/permissions.md (run `npx tsx packages/functions/src/trpc/permissions-doc.ts`)", () => {
    const doc = readFileSync(docPath, "utf8");
    expect(doc).toBe(withGeneratedSections(doc));
  });
});
