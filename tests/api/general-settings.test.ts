import { describe, expect, it } from "vitest";
import { listAuditEntries } from "@pos/core/audit/audit";
import { getCompany } from "@pos/core/company/company";
import { receiptHeader } from "@pos/core/receipts/receipt-settings.schema";
import { badInput, companyWithManager, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

const settings = {
  name: "Leafy Greens Inc.",
  legalName: "1234567 Ontario Ltd.",
  street: "12 Queen St W",
  city: "Toronto",
  addressProvince: "on",
  postalCode: "m5h 2n2",
  phone: "(416) 555-0100",
  timezone: "America/Vancouver",
  overtimeDailyHours: 10,
  overtimeWeeklyHours: 40,
  taxNumber: "123456789 RT0001",
  pennyRounding: true,
  loyaltyPointsMultiplier: 250,
};

describe("settings/general", () => {
  it("reads the defaults, saves every field, and the register and receipts use them", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const before = await caller.generalSettings.get({ companyId });
    expect(before).toMatchObject({
      legalName: null,
      street: null,
      addressProvince: null,
      timezone: "America/Toronto",
      overtimeDailyHours: 8,
      overtimeWeeklyHours: 44,
      taxNumber: "",
      pennyRounding: false,
      loyaltyPointsMultiplier: 100,
      province: "ON",
      country: "Canada",
    });

    const saved = await caller.generalSettings.save({ companyId, ...settings });
    expect(saved).toMatchObject({ ...settings, addressProvince: "ON", postalCode: "M5H 2N2" });
    expect(await caller.generalSettings.get({ companyId })).toEqual(saved);
    const company = await getCompany(companyId);
    expect(company).toMatchObject({ name: settings.name, timezone: "America/Vancouver", province: "ON" });

    const register = await callerFor((await makeDevice(companyId, location.id)).token);
    expect(await register.discounts.forRegister()).toMatchObject({ pennyRounding: true });
    const receipt = await caller.receiptSettings.get({ companyId, locationId: location.id });
    expect(receiptHeader(receipt)).toMatchObject({
      name: location.name,
      legalName: "1234567 Ontario Ltd.",
      taxNumber: "123456789 RT0001",
    });

    const [entry] = (await listAuditEntries(companyId, { limit: 5 })).items;
    expect(entry).toMatchObject({ action: "company.generalSettings" });

    const cleared = await caller.generalSettings.save({
      companyId,
      ...settings,
      legalName: "",
      street: null,
      addressProvince: "",
      pennyRounding: false,
    });
    expect(cleared).toMatchObject({
      legalName: null,
      street: null,
      addressProvince: null,
      pennyRounding: false,
    });
    expect(await register.discounts.forRegister()).toMatchObject({ pennyRounding: false });
  });

  it("refuses bad input and writes nothing", async () => {
    const { caller, companyId } = await companyWithManager();
    const before = await caller.generalSettings.get({ companyId });
    const save = (patch: Partial<typeof settings>) =>
      failureOf(caller.generalSettings.save({ companyId, ...settings, ...patch }));
    expect(await save({ name: "  " })).toEqual(badInput("Company name is required"));
    expect(await save({ postalCode: "12345" })).toEqual(
      badInput("Enter a Canadian postal code like A1A 1A1"),
    );
    expect(await save({ addressProvince: "WA" })).toEqual(badInput("Choose a province from the list"));
    expect(await save({ phone: "555" })).toEqual(
      badInput("Enter a phone number of 10 or 11 digits (an optional leading +)"),
    );
    expect(await save({ timezone: "Mars/Olympus" })).toEqual(badInput("Choose a time zone from the list"));
    expect(await save({ overtimeDailyHours: 0 })).toEqual(
      badInput("Daily overtime starts after 1 to 24 hours"),
    );
    expect(await save({ loyaltyPointsMultiplier: -1 })).toEqual(
      badInput("The loyalty points multiplier cannot be negative"),
    );
    expect(await caller.generalSettings.get({ companyId })).toEqual(before);
  });

  it("keeps a logo uploaded under the company's own files, and refuses another's or an SVG", async () => {
    const { caller, companyId } = await companyWithManager();
    const upload = await caller.generalSettings.presignLogoUpload({
      companyId,
      fileName: "logo.png",
      contentType: "image/png",
    });
    expect(upload.key.startsWith(`companies/${companyId}/`)).toBe(true);
    const saved = await caller.generalSettings.save({ companyId, ...settings, logoKey: upload.key });
    expect(saved.logoKey).toBe(upload.key);
    expect(saved.logoUrl).toContain(upload.key.split("/").at(-1));
    const other = await companyWithManager();
    const foreign = await other.caller.generalSettings.presignLogoUpload({
      companyId: other.companyId,
      fileName: "logo.png",
      contentType: "image/png",
    });
    expect(
      await failureOf(caller.generalSettings.save({ companyId, ...settings, logoKey: foreign.key })),
    ).toEqual(badInput("Upload the logo again"));
    expect(
      await failureOf(
        caller.generalSettings.presignLogoUpload({
          companyId,
          fileName: "logo.svg",
          contentType: "image/svg+xml" as "image/png",
        }),
      ),
    ).toEqual(badInput("The logo must be a PNG or JPG image"));
    const removed = await caller.generalSettings.save({ companyId, ...settings, logoKey: null });
    expect(removed).toMatchObject({ logoKey: null, logoUrl: null });
  });

  it("needs the settings permission at the company", async () => {
    const { companyId, location } = await companyWithManager();
    const atLocation = await makeStaff(companyId, ["CAN_MANAGE_COMPANY"], location.id);
    const reader = await makeStaff(companyId, ["CAN_VIEW_REPORTS"]);
    for (const staff of [atLocation, reader]) {
      expect(await failureOf(staff.caller.generalSettings.get({ companyId }))).toEqual(
        missingPermission("CAN_MANAGE_COMPANY"),
      );
      expect(await failureOf(staff.caller.generalSettings.save({ companyId, ...settings }))).toEqual(
        missingPermission("CAN_MANAGE_COMPANY"),
      );
    }
  });
});
