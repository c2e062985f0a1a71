import { randomBytes } from "node:crypto";
import { createSession } from "@pos/core/auth/sessions";
import { createSecurityRole, assignUser, createUser } from "@pos/core/auth/users";
import { permissionNames } from "@pos/core/auth/permissions";
import { createCompany, createLocation } from "@pos/core/company/company";
import { createDevice } from "@pos/core/device/device";
import { TRPCError } from "@trpc/server";
import { createContext } from "@pos/functions/trpc/context";
import { errorData, publicMessage } from "@pos/functions/trpc/errors";
import { createCallerFactory } from "@pos/functions/trpc/init";
import { appRouter } from "@pos/functions/trpc/router";

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A fresh client address per caller, so tests never share a sign-in limit by accident. */
export const randomAddress = (): string => `10.${[...randomBytes(3)].join(".")}`;

export async function callerFor(token?: string, sourceIp = randomAddress()): Promise<Caller> {
  return createCaller(
    await createContext({
      authorization: token ? `Bearer ${token}` : undefined,
      sourceIp,
    }),
  );
}

export const uniqueName = (prefix: string): string => `${prefix}-${randomBytes(4).toString("hex")}`;

export const strongPassword = "Str0ng#Pass";

/**
 * A user who can sign in with `password`, and a session of theirs: the one signing in makes, created directly,
 * because checking the password again costs a second scrypt per user (signing in has tests of its own).
 */
export async function makeUser(options: { isAdmin?: boolean } = {}) {
  const email = `${uniqueName("user")}@test.example`;
  const user = await createUser({
    email,
    name: "Test User",
    password: strongPassword,
    isAdmin: options.isAdmin ?? false,
  });
  const token = await createSession({ kind: "user", userId: user.userId });
  return { ...user, email, password: strongPassword, token };
}

/** A company with one location, an Owner role holding every permission, and its signed-in owner. */
export async function makeCompany() {
  const company = await createCompany({
    name: uniqueName("Company"),
    province: "ON",
    timezone: "America/Toronto",
  });
  const location = await createLocation({
    companyId: company.id,
    name: "Main Street",
  });
  const role = await createSecurityRole({
    companyId: company.id,
    name: "Owner",
    permissions: [...permissionNames],
  });
  const owner = await makeUser();
  await assignUser({
    userId: owner.userId,
    companyId: company.id,
    entityType: "company",
    entityId: String(company.id),
    securityRoleId: role.roleId,
  });
  return { company, location, role, owner };
}

export async function makeDevice(companyId: number, locationId: string) {
  const deviceId = uniqueName("REG");
  const password = "Device#Pass1";
  await createDevice({
    companyId,
    locationId,
    deviceId,
    name: "Register",
    password,
  });
  // As makeUser: the session a device sign-in would make, without checking the password again.
  const token = await createSession({ kind: "device", companyId, deviceId });
  return { deviceId, password, token };
}

/** Runs a call expected to fail and returns its tRPC error code and app code. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: string; appCode: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return {
      code: error.code,
      appCode: errorData(error).appCode,
      message: publicMessage(error),
    };
  }
  throw new Error("Expected the call to fail, but it succeeded");
}
