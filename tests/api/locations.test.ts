import { describe, expect, it } from "vitest";
import { locationMessages, weekdays, type AddLocationInput } from "@pos/core/company/location.schema";
import { Location } from "@pos/core/company/company.entity";
import { badInput, companyWithManager, conflict, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, type Caller } from "../support/world";

const week = Object.fromEntries(
  weekdays.map((day) => [day, { closed: day === "sunday", open: "10:00", close: "22:00" }]),
) as NonNullable<AddLocationInput["openingHours"]>;

const queenWest = {
  name: "Queen West",
  street: "712 Queen St W",
  city: "Toronto",
  province: "ON",
  postalCode: "m6j1e8",
  crsaStoreId: "crsa1234567",
  phone: "(416) 555-0142",
  timezone: "America/Toronto",
  openingHours: week,
  defaultTaxGroupId: null,
};

async function storeWithTaxGroup() {
  const world = await companyWithManager();
  const taxGroup = await world.caller.catalog.taxGroups.create({
    companyId: world.companyId,
    name: "HST",
    taxes: [{ name: "HST", rate: 13 }],
  });
  return { ...world, taxGroup };
}

const namesOf = async (caller: Caller, companyId: number) =>
  (await caller.locations.list({ companyId })).items.map(
    (item) => `${item.name}${item.isHidden ? " (hidden)" : ""}`,
  );

describe("settings/locations (dashboard.md 2, admin.md 5)", () => {
  it("adds a location with every field, normalised, last in the order, and audited", async () => {
    const { caller, companyId, taxGroup, location } = await storeWithTaxGroup();
    const added = await caller.locations.add({ companyId, ...queenWest, defaultTaxGroupId: taxGroup.id });
    expect(added).toMatchObject({
      name: "Queen West",
      postalCode: "M6J 1E8",
      crsaStoreId: "CRSA1234567",
      address: "712 Queen St W, Toronto, ON M6J 1E8",
      timezone: "America/Toronto",
      openingHours: week,
      defaultTaxGroupId: taxGroup.id,
      isHidden: false,
    });
    expect(await caller.locations.get({ companyId, locationId: added.id })).toEqual(added);
    expect(await namesOf(caller, companyId)).toEqual([location.name, "Queen West"]);
    expect((await caller.company.locations({ companyId })).items.map((item) => item.name)).toEqual([
      location.name,
      "Queen West",
    ]);

    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const [entry] = (await admin.adminCompanies.audit({ companyId, limit: 1 })).items;
    expect(entry).toMatchObject({ action: "location.create", targetId: added.id, before: null });
    expect(entry?.after).toMatchObject({ crsaStoreId: "CRSA1234567", postalCode: "M6J 1E8" });
  });

  it("takes the company's time zone when none is given, and the receipts' address from the parts", async () => {
    const { caller, companyId } = await companyWithManager();
    const added = await caller.locations.add({
      companyId,
      name: "Annex",
      openingHours: null,
      province: null,
    });
    expect(added).toMatchObject({ timezone: "America/Toronto", address: null, crsaStoreId: null });
    const ref = { companyId, locationId: added.id };
    expect((await caller.receiptSettings.get(ref)).store).toMatchObject({ address: "", phone: "" });
    // A one-line address typed on the receipt settings survives an edit that sets no address parts.
    await caller.receiptSettings.saveLocationDetails({ ...ref, address: "1 Bloor St, Toronto", phone: "" });
    await caller.locations.update({ ...ref, name: "Annex", openingHours: null, timezone: "America/Toronto" });
    expect((await caller.receiptSettings.get(ref)).store.address).toBe("1 Bloor St, Toronto");
    await caller.locations.update({
      ...ref,
      name: "Annex",
      street: "2 Bloor St",
      city: "Toronto",
      openingHours: null,
      timezone: "America/Toronto",
    });
    expect((await caller.receiptSettings.get(ref)).store.address).toBe("2 Bloor St, Toronto");
  });

  it("edits a location: 'Successfully updated {location}' is the screen's toast; the audit keeps before and after", async () => {
    const { caller, companyId } = await companyWithManager();
    const added = await caller.locations.add({ companyId, ...queenWest });
    const updated = await caller.locations.update({
      companyId,
      locationId: added.id,
      ...queenWest,
      name: "Queen West Flagship",
      phone: "+1 416 555 0199",
      crsaStoreId: null,
      street: "  ",
      timezone: "America/Edmonton",
    });
    expect(updated).toMatchObject({
      name: "Queen West Flagship",
      phone: "+1 416 555 0199",
      crsaStoreId: null,
      street: null,
      address: "Toronto, ON M6J 1E8",
      timezone: "America/Edmonton",
    });
    expect(locationMessages.updated(updated.name)).toBe("Successfully updated Queen West Flagship");
    // The CRSA id it gave up is free again.
    const other = await caller.locations.add({ companyId, ...queenWest, name: "Leslieville" });
    expect(other.crsaStoreId).toBe("CRSA1234567");

    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const entries = (await admin.adminCompanies.audit({ companyId, limit: 5 })).items;
    const change = entries.find((entry) => entry.action === "location.update");
    expect(change).toMatchObject({ targetId: added.id, targetLabel: "Queen West Flagship" });
    expect(change?.before).toMatchObject({ name: "Queen West", crsaStoreId: "CRSA1234567" });
    expect(change?.after).toMatchObject({ name: "Queen West Flagship", crsaStoreId: null });
  });

  it.each([
    ["a missing name", { name: "  " }, locationMessages.nameRequired],
    ["a phone of 9 digits", { phone: "416-555-014" }, locationMessages.phone],
    ["a phone of 12 digits", { phone: "+1 416 555 01422" }, locationMessages.phone],
    ["a phone with letters", { phone: "416-555-CALL" }, locationMessages.phone],
    ["a CRSA id of 6 digits", { crsaStoreId: "CRSA123456" }, locationMessages.crsa],
    ["a CRSA id of 8 digits", { crsaStoreId: "CRSA12345678" }, locationMessages.crsa],
    ["a licence that is not CRSA", { crsaStoreId: "LCRA1234567" }, locationMessages.crsa],
    ["a US ZIP in Canada", { postalCode: "90210" }, locationMessages.postalCode],
    ["a postal code out of pattern", { postalCode: "M6J 1EE" }, locationMessages.postalCode],
    ["a state in Canada", { province: "WA" }, locationMessages.region("Canada")],
    ["an unknown time zone", { timezone: "Mars/Olympus" }, locationMessages.timezone],
    ["another company's tax group", { defaultTaxGroupId: "tg_nope" }, locationMessages.taxGroup],
    [
      "closing before opening",
      { openingHours: { ...week, friday: { closed: false, open: "18:00", close: "09:00" } } },
      locationMessages.closeAfterOpen,
    ],
    [
      "a time out of range",
      { openingHours: { ...week, monday: { closed: false, open: "25:00", close: "26:00" } } },
      locationMessages.time,
    ],
  ])("refuses %s with a clear 400 and writes nothing", async (_label, change, message) => {
    const { caller, companyId } = await companyWithManager();
    const before = await namesOf(caller, companyId);
    expect(await failureOf(caller.locations.add({ companyId, ...queenWest, ...change }))).toEqual(
      badInput(message),
    );
    const added = await caller.locations.add({ companyId, ...queenWest, crsaStoreId: null });
    expect(
      await failureOf(caller.locations.update({ companyId, locationId: added.id, ...queenWest, ...change })),
    ).toEqual(badInput(message));
    expect(await namesOf(caller, companyId)).toEqual([...before, "Queen West"]);
    expect(await caller.locations.get({ companyId, locationId: added.id })).toEqual(added);
  });

  it("keeps a CRSA store id unique within the company, but not across companies", async () => {
    const { caller, companyId } = await companyWithManager();
    const first = await caller.locations.add({ companyId, ...queenWest });
    expect(
      await failureOf(
        caller.locations.add({ companyId, ...queenWest, name: "Second", crsaStoreId: "CRSA1234567" }),
      ),
    ).toEqual(conflict(locationMessages.crsaTaken));
    const second = await caller.locations.add({ companyId, ...queenWest, name: "Second", crsaStoreId: null });
    expect(
      await failureOf(
        caller.locations.update({ companyId, locationId: second.id, ...queenWest, name: "Second" }),
      ),
    ).toEqual(conflict(locationMessages.crsaTaken));
    expect(await namesOf(caller, companyId)).toHaveLength(3);
    // Saving the location with its own id again is no conflict.
    await caller.locations.update({ companyId, locationId: first.id, ...queenWest, name: "Queen W" });

    const elsewhere = await companyWithManager();
    const theirs = await elsewhere.caller.locations.add({ companyId: elsewhere.companyId, ...queenWest });
    expect(theirs.crsaStoreId).toBe("CRSA1234567");
  });

  it("gives a CRSA store id to exactly one of two locations added at the same time", async () => {
    const { caller, companyId } = await companyWithManager();
    const outcomes = await Promise.allSettled(
      ["North", "South"].map((name) => caller.locations.add({ companyId, ...queenWest, name })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const listed = (await caller.locations.list({ companyId })).items;
    expect(listed.filter((item) => item.crsaStoreId === "CRSA1234567")).toHaveLength(1);
    expect(listed).toHaveLength(2);
  });

  it("hides a location with an audit entry: it leaves the pickers, stays listed as hidden, can't be edited, and the last one can't go", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const added = await caller.locations.add({ companyId, ...queenWest });
    const hidden = await caller.locations.hide({ companyId, locationId: added.id });
    expect(hidden.isHidden).toBe(true);
    expect((await caller.company.locations({ companyId })).items.map((item) => item.id)).toEqual([
      location.id,
    ]);
    expect(await namesOf(caller, companyId)).toEqual([location.name, "Queen West (hidden)"]);
    expect(await caller.locations.list({ companyId })).toMatchObject({ total: 2, visible: 1 });
    expect(
      await failureOf(
        caller.locations.update({ companyId, locationId: added.id, ...queenWest, name: "Back" }),
      ),
    ).toEqual(badInput(locationMessages.hidden));
    expect(await failureOf(caller.locations.hide({ companyId, locationId: added.id }))).toEqual(
      badInput(locationMessages.hidden),
    );
    expect(await failureOf(caller.locations.hide({ companyId, locationId: location.id }))).toEqual(
      badInput(locationMessages.lastLocation),
    );
    // A hidden location keeps its CRSA id: Undelete brings it back whole.
    expect(await failureOf(caller.locations.add({ companyId, ...queenWest, name: "Copy" }))).toEqual(
      conflict(locationMessages.crsaTaken),
    );

    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const audit = (await admin.adminCompanies.audit({ companyId, limit: 1 })).items[0];
    expect(audit).toMatchObject({ action: "location.hide", targetId: added.id, after: { isHidden: true } });

    const undeleted = await admin.adminCompanies.undeleteLocation({ companyId, locationId: added.id });
    expect(undeleted.isHidden).toBe(false);
    expect((await admin.adminCompanies.audit({ companyId, limit: 1 })).items[0]).toMatchObject({
      action: "location.undelete",
      targetId: added.id,
      before: { isHidden: true },
      after: { isHidden: false },
    });
    expect((await caller.company.locations({ companyId })).items.map((item) => item.name)).toEqual([
      location.name,
      "Queen West",
    ]);
  });

  it("never hides the last two visible locations at once: exactly one hide of two succeeds", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const other = await caller.locations.add({ companyId, name: "Annex", openingHours: null });
    const outcomes = await Promise.allSettled(
      [location.id, other.id].map((locationId) => caller.locations.hide({ companyId, locationId })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect((await caller.company.locations({ companyId })).items).toHaveLength(1);
  });

  it("reorders by moving one location (drag and drop or the move buttons); every picker follows", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const add = (name: string) =>
      caller.locations.add({ companyId, name, openingHours: null, province: null });
    const b = await add("B");
    const c = await add("C");
    await add("D");
    const moved = await caller.locations.move({ companyId, locationId: c.id, toIndex: 0 });
    expect(moved.map((item) => item.name)).toEqual(["C", location.name, "B", "D"]);
    expect(moved.map((item) => item.position)).toEqual([0, 1, 2, 3]);
    await caller.locations.move({ companyId, locationId: b.id, toIndex: 99 });
    expect(await namesOf(caller, companyId)).toEqual(["C", location.name, "D", "B"]);
    expect((await caller.company.locations({ companyId })).items.map((item) => item.name)).toEqual([
      "C",
      location.name,
      "D",
      "B",
    ]);
    await caller.locations.hide({ companyId, locationId: c.id });
    expect(await failureOf(caller.locations.move({ companyId, locationId: c.id, toIndex: 1 }))).toEqual(
      badInput(locationMessages.hidden),
    );
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const entries = (await admin.adminCompanies.audit({ companyId, limit: 10 })).items;
    expect(
      entries.find((entry) => entry.action === "location.move" && entry.targetId === b.id),
    ).toMatchObject({
      before: { order: ["C", location.name, "B", "D"] },
      after: { order: ["C", location.name, "D", "B"] },
    });
  });

  it("lists 100 at a time", async () => {
    const { caller, companyId } = await companyWithManager();
    for (let n = 1; n <= 3; n += 1)
      await caller.locations.add({ companyId, name: `Store ${n}`, openingHours: null });
    const page = await caller.locations.list({ companyId, limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 4, visible: 4, offset: 2, limit: 2 });
    expect(page.items.map((item) => item.name)).toEqual(["Store 2", "Store 3"]);
    expect((await caller.locations.list({ companyId })).limit).toBe(100);
    expect((await failureOf(caller.locations.list({ companyId, limit: 101 }))).code).toBe("BAD_REQUEST");
  });

  it("needs CAN_MANAGE_COMPANY at the company: a location grant, another permission or a register is refused", async () => {
    const { companyId, location } = await makeCompany().then((world) => ({
      companyId: world.company.id,
      location: world.location,
    }));
    const atLocation = await makeStaff(companyId, ["CAN_MANAGE_COMPANY"], location.id);
    const seller = await makeStaff(companyId, ["CAN_MANAGE_PRODUCTS"]);
    const ref = { companyId, locationId: location.id };
    for (const staff of [atLocation, seller]) {
      expect(await failureOf(staff.caller.locations.list({ companyId }))).toEqual(
        missingPermission("CAN_MANAGE_COMPANY"),
      );
      expect(await failureOf(staff.caller.locations.update({ ...ref, ...queenWest }))).toEqual(
        missingPermission("CAN_MANAGE_COMPANY"),
      );
      expect(await failureOf(staff.caller.locations.hide(ref))).toEqual(
        missingPermission("CAN_MANAGE_COMPANY"),
      );
    }
    const device = await makeDevice(companyId, location.id);
    expect(
      (await failureOf((await callerFor(device.token)).locations.add({ companyId, ...queenWest }))).code,
    ).toBe("UNAUTHORIZED");
  });

  it("never reads or changes another company's location", async () => {
    const mine = await companyWithManager();
    const theirs = await companyWithManager();
    const target = { companyId: mine.companyId, locationId: theirs.location.id };
    expect((await failureOf(mine.caller.locations.get(target))).code).toBe("NOT_FOUND");
    expect((await failureOf(mine.caller.locations.update({ ...target, ...queenWest }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await failureOf(mine.caller.locations.hide(target))).code).toBe("NOT_FOUND");
    expect((await failureOf(mine.caller.locations.move({ ...target, toIndex: 0 }))).code).toBe("NOT_FOUND");
    expect(
      (
        await failureOf(
          mine.caller.locations.hide({ companyId: theirs.companyId, locationId: theirs.location.id }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    const untouched = (
      await Location.get({ companyId: theirs.companyId, locationId: theirs.location.id }).go()
    ).data;
    expect(untouched).toMatchObject({ name: "Main Street", isHidden: false });
    expect(untouched?.street).toBeUndefined();
  });
});
