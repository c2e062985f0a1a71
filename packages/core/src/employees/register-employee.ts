import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import { findByPasscode } from "../auth/passcodes";
import { countFailure, failuresIn } from "../auth/sign-in-limits";
import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getActiveDevice } from "../device/device";
import { Employee } from "./employee.entity";
import {
  ZRegisterPasscodeInput,
  type RegisterEmployee,
  type RegisterPasscodeInput,
} from "./employees.schema";

export const invalidPasscodeMessage = "Invalid passcode";

/** Wrong passcodes a register may send in a fixed 5-minute window before it must wait. */
export const passcodeLimits = { perDevice: 5, windowMs: 5 * 60_000 } as const;
export const tooManyPasscodesMessage =
  "Too many wrong passcodes on this register. Please wait 5 minutes and try again.";

/**
 * A right passcode does not reset the count: whoever knows their own passcode could otherwise keep guessing
 * the others' between two of their own.
 */
async function assertPasscodeTriesLeft(registerKey: string): Promise<void> {
  if ((await failuresIn("passcode", registerKey)) >= passcodeLimits.perDevice)
    throw new AppError("RATE_LIMITED", tooManyPasscodesMessage);
}

/**
 * The register's my-permissions call: the employee of the register's company with this passcode, and what
 * they may do at the register's location (grants at the company plus grants at that location).
 */
export async function employeeAtRegister(
  actor: DeviceActor,
  input: RegisterPasscodeInput,
): Promise<RegisterEmployee> {
  const { passcode } = ZRegisterPasscodeInput.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { companyId, locationId } = device;
  const registerKey = `${companyId}:${device.deviceId}`;
  await assertPasscodeTriesLeft(registerKey);
  const userId = await findByPasscode(companyId, passcode);
  const record = userId ? (await Employee.get({ companyId, userId }).go()).data : null;
  const access = record ? await loadUserAccess(record.userId) : null;
  if (!record || !access || !access.assignments.some((item) => item.companyId === companyId)) {
    await countFailure("passcode", registerKey, passcodeLimits.windowMs);
    throw new AppError("NOT_FOUND", invalidPasscodeMessage);
  }
  return {
    id: record.userId,
    name: access.user.name,
    tracksHours: record.tracksHours,
    locationId,
    permissions: await permissionsAtLocation(access, companyId, locationId),
  };
}
