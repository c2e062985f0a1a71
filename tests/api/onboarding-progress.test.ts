import { afterEach, describe, expect, it } from "vitest";
import { CategoryEntity } from "@pos/core/catalog/category.entity";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { createLocation } from "@pos/core/company/company";
import { atRiskMessage } from "@pos/core/onboarding/onboarding.schema";
import { productItem, putCategory, putProducts } from "../support/catalog";
import { saleLine, storeSale } from "../support/stats-world";
import { callerFor, makeCompany, makeUser } from "../support/world";

afterEach(() => setClock(null));

describe("company progress", () => {
  it("checks products, compliance categories and sales, and warns after 3 days without a sale", async () => {
    const clock = fixedClock("2026-02-01T09:00:00.000Z");
    setClock(clock);
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const { company, location } = await makeCompany();
    const companyId = company.id;
    const state = async () =>
      Object.fromEntries(
        (await admin.stats.companyProgress({ companyId })).checks.map((check) => [check.id, check.state]),
      );
    expect(await state()).toEqual({
      products: "todo",
      complianceCategory: "todo",
      purchaseOrder: "todo",
      sale: "todo",
      audit: "todo",
      transfer: "todo",
    });
    expect((await admin.stats.companyProgress({ companyId })).alert).toBeNull();

    await putProducts(Array.from({ length: 9 }, (_, index) => productItem(companyId, { name: `P${index}` })));
    await putCategory(companyId, "Flower");
    expect((await state()).products).toBe("todo");
    const [tenth] = await putProducts([productItem(companyId, { name: "P10" })]);
    const dried = await putCategory(companyId, "Dried flower");
    await CategoryEntity.patch({ companyId, categoryId: dried }).set({ complianceCategoryId: "dried" }).go();
    await storeSale(companyId, location.id, {
      date: "2026-02-01T10:00:00.000Z",
      lines: [saleLine("B1", 1, 500)],
    });
    expect(await state()).toMatchObject({ products: "done", complianceCategory: "done", sale: "done" });

    const riverside = await createLocation({ companyId, name: "Riverside" });
    const transfer = await admin.transfers.create({
      companyId,
      fromLocationId: location.id,
      toLocationId: riverside.id,
      lines: [{ productId: tenth!.productId, quantity: 2 }],
    });
    const ref = { companyId, transferId: transfer.id };
    await admin.transfers.send(ref);
    await admin.transfers.receive({
      ...ref,
      lines: [{ lineId: transfer.lines[0]!.id, receivedQuantity: 1 }],
    });
    expect((await state()).transfer).toBe("todo");
    await admin.transfers.receive({
      ...ref,
      lines: [{ lineId: transfer.lines[0]!.id, receivedQuantity: 2 }],
    });
    expect((await state()).transfer).toBe("done");

    clock.set("2026-02-04T09:59:00.000Z");
    expect((await admin.stats.companyProgress({ companyId })).alert).toBeNull();
    clock.set("2026-02-04T10:00:00.000Z");
    const late = await admin.stats.companyProgress({ companyId });
    expect(late).toMatchObject({ atRisk: true, alert: atRiskMessage, daysSinceLastSale: 3 });
  });
});
