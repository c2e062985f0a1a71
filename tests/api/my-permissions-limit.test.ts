import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { passcodeLimits, tooManyPasscodesMessage } from "@pos/core/employees/register-employee";
import { companyWithManager, hire, uniqueEmail } from "../support/staff";
import { callerFor, failureOf, makeDevice } from "../support/world";

afterEach(() => setClock(null));

const invalid = { code: "NOT_FOUND", appCode: "NOT_FOUND", message: "Invalid passcode" };
const limited = { code: "TOO_MANY_REQUESTS", appCode: "RATE_LIMITED", message: tooManyPasscodesMessage };

async function storeWithTwoRegisters() {
  const { caller, companyId, location, wholeCompany } = await companyWithManager();
  await hire(caller, {
    companyId,
    name: "Jordan",
    email: uniqueEmail(),
    passcode: "2468",
    assignments: wholeCompany,
  });
  const first = await callerFor((await makeDevice(companyId, location.id)).token);
  const second = await callerFor((await makeDevice(companyId, location.id)).token);
  return { first, second };
}

describe("wrong passcodes at a register", () => {
  it("are limited to 5 per register in 5 minutes, then even a right one waits", async () => {
    const clock = fixedClock(new Date());
    setClock(clock);
    const { first, second } = await storeWithTwoRegisters();
    for (let attempt = 0; attempt < passcodeLimits.perDevice; attempt += 1)
      expect(await failureOf(first.employees.myPermissions({ passcode: `100${attempt}` }))).toEqual(invalid);
    expect(await failureOf(first.employees.myPermissions({ passcode: "2468" }))).toEqual(limited);
    expect(await failureOf(first.employees.myPermissions({ passcode: "1009" }))).toEqual(limited);
    expect(limited.message).toBe(
      "Too many wrong passcodes on this register. Please wait 5 minutes and try again.",
    );

    expect((await second.employees.myPermissions({ passcode: "2468" })).name).toBe("Jordan");

    clock.advance(passcodeLimits.windowMs - 1_000);
    expect(await failureOf(first.employees.myPermissions({ passcode: "2468" }))).toEqual(limited);
    clock.advance(1_000);
    expect((await first.employees.myPermissions({ passcode: "2468" })).name).toBe("Jordan");
  });

  it("are not forgiven by a right passcode in between, and a malformed one is not counted", async () => {
    const { first } = await storeWithTwoRegisters();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await failureOf(first.employees.myPermissions({ passcode: `900${attempt}` }));
    expect((await first.employees.myPermissions({ passcode: "2468" })).name).toBe("Jordan");
    expect((await failureOf(first.employees.myPermissions({ passcode: "12" }))).code).toBe("BAD_REQUEST");
    await failureOf(first.employees.myPermissions({ passcode: "9100" }));
    expect(await failureOf(first.employees.myPermissions({ passcode: "9101" }))).toEqual(invalid);
    expect(await failureOf(first.employees.myPermissions({ passcode: "2468" }))).toEqual(limited);
  });
});
