import { describe, expect, it } from "vitest";
import { failureOf } from "../support/world";
import { openShift, passcodes } from "../support/register";

describe("the register's current employee (my-permissions)", () => {
  it("carries the permissions of whoever is clocked in, at the register's location", async () => {
    const { register, employees } = await openShift();
    const manager = await register.hours.current();
    expect(manager).toMatchObject({ id: employees.avery.id, name: "Avery" });
    expect(manager?.permissions).toContain("CAN_OVERRIDE_PRICES");
    expect(manager?.permissions).toContain("CAN_OVERRIDE_PURCHASE_LIMIT");

    await register.hours.clockIn({ passcode: passcodes.cashier });
    const cashier = await register.hours.current();
    expect(cashier).toEqual({ id: employees.blake.id, name: "Blake", permissions: ["CAN_VIEW_REPORTS"] });

    await register.hours.clearCurrent();
    expect(await register.hours.current()).toBeNull();
  });

  it("names a manager who may approve, and refuses a passcode without the permission", async () => {
    const { register, employees } = await openShift();
    expect(
      await register.hours.approver({
        passcode: passcodes.manager,
        permission: "CAN_OVERRIDE_PURCHASE_LIMIT",
      }),
    ).toEqual({ id: employees.avery.id, name: "Avery" });
    expect(
      await failureOf(
        register.hours.approver({ passcode: passcodes.cashier, permission: "CAN_OVERRIDE_PRICES" }),
      ),
    ).toMatchObject({ code: "FORBIDDEN", message: "Blake does not have permission to override prices" });
    expect(
      await failureOf(register.hours.approver({ passcode: "9999", permission: "CAN_OVERRIDE_PRICES" })),
    ).toMatchObject({ message: "Invalid passcode" });
  });
});
