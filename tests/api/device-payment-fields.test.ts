import { describe, expect, it } from "vitest";
import { AuditEntry } from "@pos/core/audit/audit.entity";
import { Device } from "@pos/core/device/device.entity";
import { openSecret } from "@pos/core/common/secret-box";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser } from "../support/world";

const blank = {
  merchantId: "",
  merchantTerminalId: "",
  merchantUserName: "",
  merchantApiToken: null,
  terminalIpAddress: "",
  terminalPort: "",
  paymentTerminalProvider: "" as const,
};

describe("a device's merchant payment fields (admin.md 3)", () => {
  it("gives the Merrco, Moneris and BlazePay labels, keeps the API token write-only and audits each change", async () => {
    const world = await makeCompany();
    const { company, location } = world;
    const device = await makeDevice(company.id, location.id);
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const ref = { companyId: company.id, deviceId: device.deviceId };
    const label = async () =>
      (await admin.adminCompanies.devices({ companyId: company.id })).find((d) => d.deviceId === device.deviceId);

    const merrco = { ...blank, merchantId: "M-1", merchantTerminalId: "T-1", merchantUserName: "store1" };
    // Three of the four merchant fields: no label yet.
    expect((await admin.cardPayments.setDevicePayment({ ...ref, ...merrco })).label).toBeNull();
    expect((await admin.cardPayments.setDevicePayment({ ...ref, ...merrco, merchantApiToken: "tok_secret" })).label).toBe(
      "Merrco",
    );
    // The token is never read back; null keeps it.
    expect(await label()).toMatchObject({ label: "Merrco", payment: { hasApiToken: true, merchantId: "M-1" } });
    expect(JSON.stringify(await label())).not.toContain("tok_secret");
    expect((await admin.cardPayments.setDevicePayment({ ...ref, ...merrco })).label).toBe("Merrco");
    const sealed = (await Device.get(ref).go()).data?.merchantApiToken ?? "";
    expect(sealed).not.toContain("tok_secret");
    expect(openSecret(sealed)).toBe("tok_secret");

    const moneris = { ...blank, terminalIpAddress: "192.168.1.20", terminalPort: "8080", merchantApiToken: "" };
    expect((await admin.cardPayments.setDevicePayment({ ...ref, ...moneris })).label).toBe("Moneris");
    const stored = (await Device.get(ref).go()).data;
    expect(stored?.merchantId).toBeUndefined();
    expect(stored?.merchantApiToken).toBeUndefined();

    expect(
      (await admin.cardPayments.setDevicePayment({ ...ref, ...blank, merchantApiToken: "", paymentTerminalProvider: "BlazePay" }))
        .label,
    ).toBe("BlazePay");
    expect(await label()).toMatchObject({ label: "BlazePay" });

    expect(
      await failureOf(admin.cardPayments.setDevicePayment({ ...ref, ...blank, terminalIpAddress: "not-an-ip" })),
    ).toMatchObject({ appCode: "INVALID_INPUT" });
    expect(
      await failureOf(admin.cardPayments.setDevicePayment({ ...ref, ...blank, terminalPort: "70000" })),
    ).toMatchObject({ appCode: "INVALID_INPUT" });
    const owner = await callerFor(world.owner.token);
    expect(await failureOf(owner.cardPayments.setDevicePayment({ ...ref, ...blank }))).toMatchObject({
      appCode: "FORBIDDEN",
    });

    const audits = await AuditEntry.query.byCompany({ companyId: company.id }).go({ pages: "all" });
    const entries = audits.data.filter((entry) => entry.action === "device.payment");
    expect(entries).toHaveLength(5);
    expect(JSON.stringify(entries)).not.toContain("tok_secret");
  });
});
