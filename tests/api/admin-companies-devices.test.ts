import { describe, expect, it } from "vitest";
import { createLocation } from "@pos/core/company/company";
import { Location } from "@pos/core/company/company.entity";
import { Device } from "@pos/core/device/device.entity";
import { badInput, conflict } from "../support/staff";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, uniqueName } from "../support/world";

async function adminCaller() {
  const admin = await makeUser({ isAdmin: true });
  return callerFor(admin.token);
}

const devicePassword = "Device#Pass2";

describe("admin locations card (admin.md 4, 7, 9)", () => {
  it("pages locations 10 at a time, deleted ones included, and undeletes one", async () => {
    const { company, location } = await makeCompany();
    for (let n = 1; n <= 11; n += 1) await createLocation({ companyId: company.id, name: `Store ${n}` });
    await Location.patch({ companyId: company.id, locationId: location.id }).set({ isHidden: true }).go();
    const admin = await adminCaller();
    const first = await admin.adminCompanies.locations({ companyId: company.id });
    expect(first).toMatchObject({ total: 12, offset: 0, limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ id: location.id, name: "Main Street", isHidden: true });
    const rest = await admin.adminCompanies.locations({ companyId: company.id, offset: 10 });
    expect(rest.items.map((item) => item.name)).toEqual(["Store 10", "Store 11"]);

    const undeleted = await admin.adminCompanies.undeleteLocation({
      companyId: company.id,
      locationId: location.id,
    });
    expect(undeleted.isHidden).toBe(false);
    expect(
      (await admin.adminCompanies.locations({ companyId: company.id })).items.find(
        (item) => item.id === location.id,
      ),
    ).toMatchObject({ isHidden: false });
    expect(
      (await failureOf(admin.adminCompanies.undeleteLocation({ companyId: company.id, locationId: "nope" })))
        .code,
    ).toBe("NOT_FOUND");
  });
});

describe("admin devices card (admin.md 3, 5, 7)", () => {
  it("adds a device that signs in at the register and is listed without a label", async () => {
    const { company, location } = await makeCompany();
    const admin = await adminCaller();
    const deviceId = uniqueName("ADD");
    const added = await admin.adminCompanies.addDevice({
      companyId: company.id,
      name: "Front till",
      deviceId,
      password: devicePassword,
      locationId: location.id,
    });
    expect(added).toMatchObject({ deviceId, name: "Front till", locationId: location.id, label: null });
    const { token } = await (await callerFor()).auth.deviceSignIn({ deviceId, password: devicePassword });
    expect((await (await callerFor(token)).device.getCurrent()).name).toBe("Front till");
    expect(
      await failureOf(
        admin.adminCompanies.addDevice({
          companyId: company.id,
          name: "Again",
          deviceId: deviceId.toUpperCase(),
          password: devicePassword,
          locationId: location.id,
        }),
      ),
    ).toEqual(conflict("This device id is already in use"));
    expect(
      (
        await failureOf(
          admin.adminCompanies.addDevice({
            companyId: company.id,
            name: "Weak",
            deviceId: uniqueName("W"),
            password: "short",
            locationId: location.id,
          }),
        )
      ).code,
    ).toBe("BAD_REQUEST");
  });

  it("labels devices Merrco, Moneris or BlazePay from their fields", async () => {
    const { company, location } = await makeCompany();
    const [merrco, moneris, blaze] = await Promise.all([
      makeDevice(company.id, location.id),
      makeDevice(company.id, location.id),
      makeDevice(company.id, location.id),
    ]);
    const key = (deviceId: string) => ({ companyId: company.id, deviceId });
    await Device.patch(key(merrco.deviceId))
      .set({ merchantId: "m1", merchantTerminalId: "t1", merchantUserName: "u1", merchantApiToken: "k1" })
      .go();
    await Device.patch(key(moneris.deviceId))
      .set({ terminalIpAddress: "192.168.0.20", terminalPort: "9000" })
      .go();
    await Device.patch(key(blaze.deviceId)).set({ paymentTerminalProvider: "BlazePay" }).go();
    const devices = await (await adminCaller()).adminCompanies.devices({ companyId: company.id });
    const labels = Object.fromEntries(devices.map((device) => [device.deviceId, device.label]));
    expect(labels).toEqual({
      [merrco.deviceId]: "Merrco",
      [moneris.deviceId]: "Moneris",
      [blaze.deviceId]: "BlazePay",
    });
  });

  it("changing the device id moves the device, ends its sessions and frees the old id", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const other = await makeDevice(company.id, location.id);
    const admin = await adminCaller();
    const newDeviceId = uniqueName("NEW");

    expect(
      await failureOf(
        admin.adminCompanies.changeDeviceId({
          companyId: company.id,
          deviceId: device.deviceId,
          newDeviceId: " ",
        }),
      ),
    ).toEqual(badInput("Please enter the new device id"));
    expect(
      await failureOf(
        admin.adminCompanies.changeDeviceId({
          companyId: company.id,
          deviceId: device.deviceId,
          newDeviceId: other.deviceId.toLowerCase(),
        }),
      ),
    ).toEqual(conflict("This device id is already in use"));
    // The refused change left everything as it was.
    expect((await (await callerFor(device.token)).device.getCurrent()).deviceId).toBe(device.deviceId);

    const moved = await admin.adminCompanies.changeDeviceId({
      companyId: company.id,
      deviceId: device.deviceId,
      newDeviceId,
    });
    expect(moved).toMatchObject({ deviceId: newDeviceId, name: "Register", locationId: location.id });
    expect((await failureOf((await callerFor(device.token)).device.getCurrent())).code).toBe("UNAUTHORIZED");
    const anonymous = await callerFor();
    expect(
      (await failureOf(anonymous.auth.deviceSignIn({ deviceId: device.deviceId, password: device.password })))
        .code,
    ).toBe("UNAUTHORIZED");
    const signedIn = await anonymous.auth.deviceSignIn({ deviceId: newDeviceId, password: device.password });
    expect(signedIn.device.deviceId).toBe(newDeviceId);
    const ids = (await admin.adminCompanies.devices({ companyId: company.id })).map((d) => d.deviceId).sort();
    expect(ids).toEqual([newDeviceId, other.deviceId].sort());
    // The old id is free for a new device.
    await admin.adminCompanies.addDevice({
      companyId: company.id,
      name: "Reused",
      deviceId: device.deviceId,
      password: devicePassword,
      locationId: location.id,
    });
  });

  it("removes a device: signed out, gone from the list, its id free again", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const admin = await adminCaller();
    expect(
      await admin.adminCompanies.removeDevice({ companyId: company.id, deviceId: device.deviceId }),
    ).toEqual({
      ok: true,
    });
    expect((await failureOf((await callerFor(device.token)).device.getCurrent())).code).toBe("UNAUTHORIZED");
    expect(await admin.adminCompanies.devices({ companyId: company.id })).toEqual([]);
    expect(
      (
        await failureOf(
          admin.adminCompanies.removeDevice({ companyId: company.id, deviceId: device.deviceId }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    await admin.adminCompanies.addDevice({
      companyId: company.id,
      name: "Back",
      deviceId: device.deviceId,
      password: devicePassword,
      locationId: location.id,
    });
  });

  it("sets the cash amount with a note, and a new password that signs the register out", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const admin = await adminCaller();
    const ref = { companyId: company.id, deviceId: device.deviceId };
    expect(
      await failureOf(admin.adminCompanies.setDeviceCash({ ...ref, deviceCashAmount: 20000, note: " " })),
    ).toEqual(badInput("Please add a note"));
    const cash = await admin.adminCompanies.setDeviceCash({
      ...ref,
      deviceCashAmount: 20000,
      note: "Float for Friday",
    });
    expect(cash).toMatchObject({ deviceCashAmount: 20000, deviceCashNote: "Float for Friday" });

    expect((await failureOf(admin.adminCompanies.setDevicePassword({ ...ref, password: "weak" }))).code).toBe(
      "BAD_REQUEST",
    );
    await admin.adminCompanies.setDevicePassword({ ...ref, password: "Fresh#Pass9" });
    expect((await failureOf((await callerFor(device.token)).device.getCurrent())).code).toBe("UNAUTHORIZED");
    const anonymous = await callerFor();
    expect(
      (await failureOf(anonymous.auth.deviceSignIn({ deviceId: device.deviceId, password: device.password })))
        .code,
    ).toBe("UNAUTHORIZED");
    expect(
      (await anonymous.auth.deviceSignIn({ deviceId: device.deviceId, password: "Fresh#Pass9" })).token,
    ).toEqual(expect.any(String));
  });
});
