import { describe, expect, it } from "vitest";
import type { OfflineCustomer } from "@pos/core/offline/offline-sale.schema";
import { offlineAttachBlock, searchOfflineCustomers } from "./offline-customers";

const customer = (id: string, fields: Partial<OfflineCustomer>): OfflineCustomer => ({
  id,
  name: id,
  phone: null,
  email: null,
  birthday: null,
  loyaltyPoints: 0,
  updateDate: "2026-01-01T00:00:00.000Z",
  ...fields,
});

const cached = [
  customer("lou", { name: "Lou Loyal", phone: "(416) 555-0199", email: "lou@example.com" }),
  customer("zoe", { name: "Zoë Béland", phone: "647-555-0123" }),
  customer("al", { name: "Alouette Ng", email: "al@shop.test" }),
];
const ids = (found: OfflineCustomer[]) => found.map((item) => item.id);

describe("searchOfflineCustomers", () => {
  it("finds by name ignoring case and accents, names starting with the query first", () => {
    expect(ids(searchOfflineCustomers(cached, "lou"))).toEqual(["lou", "al"]);
    expect(ids(searchOfflineCustomers(cached, "zoe bel"))).toEqual(["zoe"]);
    expect(searchOfflineCustomers(cached, "  ")).toEqual([]);
  });

  it("finds by phone digits however they are written, and by e-mail", () => {
    expect(ids(searchOfflineCustomers(cached, "416 555 0199"))).toEqual(["lou"]);
    expect(ids(searchOfflineCustomers(cached, "555-01"))).toEqual(["lou", "zoe"]);
    expect(ids(searchOfflineCustomers(cached, "AL@SHOP"))).toEqual(["al"]);
  });
});

describe("offlineAttachBlock", () => {
  const ontario = { timezone: "America/Toronto", country: "Canada", province: "ON" };
  it("refuses a customer under the legal age at the company's province, from the cached birthday", () => {
    const at = new Date("2026-06-01T12:00:00Z");
    expect(offlineAttachBlock(customer("kid", { birthday: "2010-01-01" }), ontario, at)).toMatch(/19/);
    expect(offlineAttachBlock(customer("adult", { birthday: "1980-01-01" }), ontario, at)).toBeNull();
    expect(offlineAttachBlock(customer("unknown", {}), ontario, at)).toBeNull();
  });
});
