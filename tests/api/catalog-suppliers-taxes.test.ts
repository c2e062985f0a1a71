import { describe, expect, it } from "vitest";
import { assertTaxonomyRefs } from "@pos/core/catalog/taxonomy-refs";
import { badInput, companyWithManager, conflict, makeStaff, missingPermission } from "../support/staff";
import { putProduct } from "../support/taxonomy-world";
import { failureOf } from "../support/world";

const blankSupplier = {
  contactName: null,
  email: null,
  phone: null,
  address: null,
  province: null,
  licenceNumber: null,
  notes: null,
};

describe("suppliers", () => {
  it("are created, listed by name with product counts, read, updated and deleted", async () => {
    const { caller, companyId } = await companyWithManager();
    const suppliers = caller.catalog.suppliers;
    const created = await suppliers.create({
      companyId,
      name: "  Tweed ",
      contactName: " Ana ",
      email: " Orders@Tweed.example ",
      phone: "",
      address: null,
      licenceNumber: "LIC-123",
      notes: "  ",
    });
    expect(created).toEqual({
      id: expect.any(String),
      ...blankSupplier,
      name: "Tweed",
      contactName: "Ana",
      email: "orders@tweed.example",
      licenceNumber: "LIC-123",
      productCount: 0,
    });
    const aurora = await suppliers.create({ companyId, name: "aurora", ...blankSupplier });
    await putProduct(companyId, { supplierId: created.id });
    await putProduct(companyId, { supplierId: created.id, isDeleted: true });
    expect((await suppliers.list({ companyId })).items.map((item) => [item.name, item.productCount])).toEqual(
      [
        ["aurora", 0],
        ["Tweed", 1],
      ],
    );
    expect(await suppliers.get({ companyId, supplierId: created.id })).toEqual({
      ...created,
      productCount: 1,
    });

    const updated = await suppliers.update({
      companyId,
      supplierId: created.id,
      name: "Tweed Inc.",
      ...blankSupplier,
      phone: "+1 613 555 0100",
    });
    expect(updated).toEqual({
      id: created.id,
      ...blankSupplier,
      name: "Tweed Inc.",
      phone: "+1 613 555 0100",
      productCount: 1,
    });
    expect(await suppliers.get({ companyId, supplierId: created.id })).toEqual(updated);

    await expect(suppliers.delete({ companyId, supplierId: aurora.id })).resolves.toEqual({ ok: true });
    expect(await failureOf(suppliers.get({ companyId, supplierId: aurora.id }))).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: "Supplier not found",
    });
  });

  it("refuse bad input, a name taken in any case, and delete while products use them, writing nothing", async () => {
    const { caller, companyId } = await companyWithManager();
    const suppliers = caller.catalog.suppliers;
    const tweed = await suppliers.create({ companyId, name: "Tweed", ...blankSupplier });
    expect(await failureOf(suppliers.create({ companyId, ...blankSupplier, name: " " }))).toEqual(
      badInput("Name is required"),
    );
    expect(
      await failureOf(
        suppliers.create({ companyId, ...blankSupplier, name: "Aurora", email: "not-an-email" }),
      ),
    ).toEqual(badInput("Enter a valid e-mail address"));
    expect(await failureOf(suppliers.create({ companyId, name: "TWEED", ...blankSupplier }))).toEqual(
      conflict("A supplier with this name already exists"),
    );
    const aurora = await suppliers.create({ companyId, name: "Aurora", ...blankSupplier });
    expect(
      await failureOf(
        suppliers.update({ companyId, supplierId: aurora.id, name: "tweed", ...blankSupplier }),
      ),
    ).toEqual(conflict("A supplier with this name already exists"));
    await putProduct(companyId, { supplierId: tweed.id });
    await putProduct(companyId, { supplierId: tweed.id });
    expect(await failureOf(suppliers.delete({ companyId, supplierId: tweed.id }))).toEqual(
      conflict("This supplier is used by 2 products. Choose another supplier for them before deleting it."),
    );
    expect((await suppliers.list({ companyId })).items.map((item) => item.name)).toEqual(["Aurora", "Tweed"]);
    expect(
      await failureOf(
        suppliers.update({ companyId, supplierId: "s_ghost", name: "Ghost", ...blankSupplier }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: "Supplier not found" });
  });
});

describe("tax groups", () => {
  it("are created, listed, read, updated and deleted", async () => {
    const { caller, companyId } = await companyWithManager();
    const groups = caller.catalog.taxGroups;
    const ontario = await groups.create({
      companyId,
      name: " Ontario ",
      taxes: [{ name: " HST ", rate: 13 }],
    });
    expect(ontario).toEqual({
      id: expect.any(String),
      name: "Ontario",
      taxes: [{ name: "HST", rate: 13 }],
      productCount: 0,
    });
    const bc = await groups.create({
      companyId,
      name: "British Columbia",
      taxes: [
        { name: "GST", rate: 5 },
        { name: "PST", rate: 7 },
      ],
    });
    const exempt = await groups.create({ companyId, name: "Exempt", taxes: [] });
    await putProduct(companyId, { taxGroupId: ontario.id });
    expect((await groups.list({ companyId })).items.map((item) => [item.name, item.productCount])).toEqual([
      ["British Columbia", 0],
      ["Exempt", 0],
      ["Ontario", 1],
    ]);
    const quebec = await groups.update({
      companyId,
      taxGroupId: bc.id,
      name: "Quebec",
      taxes: [
        { name: "GST", rate: 5 },
        { name: "QST", rate: 9.975 },
      ],
    });
    expect(quebec.taxes).toEqual([
      { name: "GST", rate: 5 },
      { name: "QST", rate: 9.975 },
    ]);
    expect(await groups.get({ companyId, taxGroupId: bc.id })).toEqual(quebec);
    await expect(groups.delete({ companyId, taxGroupId: exempt.id })).resolves.toEqual({ ok: true });
    expect(await failureOf(groups.get({ companyId, taxGroupId: exempt.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Tax group not found",
    });
  });

  it("refuse bad rates, repeated taxes, taken names, and delete while products use them", async () => {
    const { caller, companyId } = await companyWithManager();
    const groups = caller.catalog.taxGroups;
    const ontario = await groups.create({ companyId, name: "Ontario", taxes: [{ name: "HST", rate: 13 }] });
    const bad = (taxes: { name: string; rate: number }[], name = "BC") =>
      failureOf(groups.create({ companyId, name, taxes }));
    expect(await bad([{ name: "GST", rate: -1 }])).toEqual(badInput("A rate cannot be negative"));
    expect(await bad([{ name: "GST", rate: 101 }])).toEqual(badInput("A rate is at most 100%"));
    expect(await bad([{ name: "GST", rate: 5.1234 }])).toEqual(badInput("Use at most 3 decimals"));
    expect(await bad([{ name: "", rate: 5 }])).toEqual(badInput("Name the tax (e.g. GST)"));
    expect(
      await bad([
        { name: "GST", rate: 5 },
        { name: "gst", rate: 7 },
      ]),
    ).toEqual(badInput("Each tax appears once in a group"));
    expect(await bad([], "ONTARIO")).toEqual(conflict("A tax group with this name already exists"));
    await putProduct(companyId, { taxGroupId: ontario.id });
    expect(await failureOf(groups.delete({ companyId, taxGroupId: ontario.id }))).toEqual(
      conflict("This tax group is used by 1 product. Choose another tax group for it before deleting it."),
    );
    expect((await groups.list({ companyId })).items).toEqual([{ ...ontario, productCount: 1 }]);
  });
});

describe("taxonomy references and access", () => {
  it("assertTaxonomyRefs accepts the company's own ids and refuses any other", async () => {
    const { caller, companyId } = await companyWithManager();
    const other = await companyWithManager();
    const category = await caller.catalog.categories.create({
      companyId,
      name: "Flower",
      parentCategoryId: null,
      complianceCategoryId: "dried",
    });
    const supplier = await caller.catalog.suppliers.create({ companyId, name: "Tweed", ...blankSupplier });
    const group = await caller.catalog.taxGroups.create({ companyId, name: "ON", taxes: [] });
    const refs = { categoryIds: [category.id], supplierIds: [supplier.id], taxGroupIds: [group.id] };
    await expect(assertTaxonomyRefs(companyId, refs)).resolves.toBeUndefined();
    await expect(
      assertTaxonomyRefs(other.companyId, { ...refs, supplierIds: [], taxGroupIds: [] }),
    ).rejects.toThrow("This category does not exist");
    await expect(
      assertTaxonomyRefs(other.companyId, { ...refs, categoryIds: [], taxGroupIds: [] }),
    ).rejects.toThrow("This supplier does not exist");
    await expect(
      assertTaxonomyRefs(companyId, { ...refs, taxGroupIds: [group.id, "t_ghost"] }),
    ).rejects.toThrow("This tax group does not exist");
  });

  it("another company's suppliers and tax groups are out of reach; staff need CAN_MANAGE_PRODUCTS", async () => {
    const { caller, companyId } = await companyWithManager();
    const other = await companyWithManager();
    const supplier = await caller.catalog.suppliers.create({ companyId, name: "Tweed", ...blankSupplier });
    const group = await caller.catalog.taxGroups.create({ companyId, name: "ON", taxes: [] });
    expect(
      (await failureOf(other.caller.catalog.suppliers.get({ companyId, supplierId: supplier.id }))).code,
    ).toBe("FORBIDDEN");
    expect(
      await failureOf(
        other.caller.catalog.suppliers.get({ companyId: other.companyId, supplierId: supplier.id }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await failureOf(
        other.caller.catalog.taxGroups.delete({ companyId: other.companyId, taxGroupId: group.id }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect((await caller.catalog.taxGroups.list({ companyId })).items).toHaveLength(1);
    const cashier = await makeStaff(companyId, ["CAN_MANAGE_SHIFTS"]);
    expect(await failureOf(cashier.caller.catalog.suppliers.list({ companyId }))).toEqual(
      missingPermission("CAN_MANAGE_PRODUCTS"),
    );
    expect(
      await failureOf(cashier.caller.catalog.taxGroups.create({ companyId, name: "x", taxes: [] })),
    ).toEqual(missingPermission("CAN_MANAGE_PRODUCTS"));
    expect((await caller.catalog.taxGroups.list({ companyId })).items).toHaveLength(1);
  });
});
