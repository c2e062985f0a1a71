import { describe, expect, it } from "vitest";
import { deviceLabel, ZChangeDeviceIdInput } from "./devices-admin.schema";

describe("device label (admin.md 3)", () => {
  const merrco = { merchantId: "m", merchantTerminalId: "t", merchantUserName: "u", merchantApiToken: "k" };

  it("Merrco needs all four merchant fields", () => {
    expect(deviceLabel(merrco)).toBe("Merrco");
    expect(deviceLabel({ ...merrco, merchantApiToken: " " })).toBeNull();
  });

  it("Moneris needs the terminal's IP address and port", () => {
    expect(deviceLabel({ terminalIpAddress: "10.0.0.5", terminalPort: "8080" })).toBe("Moneris");
    expect(deviceLabel({ terminalIpAddress: "10.0.0.5" })).toBeNull();
  });

  it("BlazePay when paired with a BlazePay terminal; Merrco wins over the others", () => {
    expect(deviceLabel({ paymentTerminalProvider: "BlazePay" })).toBe("BlazePay");
    expect(deviceLabel({ paymentTerminalProvider: "Other" })).toBeNull();
    expect(deviceLabel({ ...merrco, terminalIpAddress: "1.1.1.1", terminalPort: "1" })).toBe("Merrco");
    expect(deviceLabel({})).toBeNull();
  });
});

describe("change device id (admin.md 5)", () => {
  it("needs a non-empty new id", () => {
    const result = ZChangeDeviceIdInput.safeParse({ companyId: 1, deviceId: "A", newDeviceId: "  " });
    expect(result.error?.issues[0]?.message).toBe("Please enter the new device id");
    expect(
      ZChangeDeviceIdInput.parse({ companyId: 1, deviceId: "A", newDeviceId: " B-2 " }).newDeviceId,
    ).toBe("B-2");
  });
});
