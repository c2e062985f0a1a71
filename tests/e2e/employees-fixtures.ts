// Helpers of the employees and roles browser tests: roles and employees made through the API as the demo
// owner, and a password set for a new employee through the real forgot/reset flow and the dev mailbox.
import { randomInt } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { pickOption, trpcMutation } from "./fixtures";

export type RoleView = { id: string; name: string; permissions: string[] };
export type EmployeeView = {
  id: string;
  name: string;
  email: string | null;
  tracksHours: boolean;
  hasPasscode: boolean;
  assignments: { locationId: string | null; securityRoleId: string | null }[];
};
export type Location = { id: string; name: string };

/** Unique per run and per call: tests share the seeded data and run one after another. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${randomInt(1000)}`;
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}${randomInt(1000)}@demo.test`;
/** Six digits, away from the seeded 1111, 2222 and 3333. */
export const uniquePasscode = (): string => String(randomInt(400_000, 1_000_000));

/** A query as the web app makes it; answers the HTTP status and the body's data or error. */
export async function trpcQuery(
  request: APIRequestContext,
  procedure: string,
  input: unknown,
  token: string,
): Promise<{ status: number; data: unknown; message: string | undefined }> {
  const response = await request.get(`/trpc/${procedure}`, {
    params: { input: JSON.stringify({ json: input }) },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    result?: { data: { json: unknown } };
    error?: { json: { message: string } };
  };
  return { status: response.status(), data: body.result?.data.json, message: body.error?.json.message };
}

export async function companyLocations(request: APIRequestContext, token: string, companyId: number) {
  const { data } = await trpcQuery(request, "company.locations", { companyId }, token);
  return (data as { items: Location[] }).items;
}

export function createRole(
  request: APIRequestContext,
  token: string,
  companyId: number,
  name: string,
  permissions: string[],
): Promise<RoleView> {
  return trpcMutation<RoleView>(request, "employees.roles.create", { companyId, name, permissions }, token);
}

export async function createEmployee(
  request: APIRequestContext,
  token: string,
  input: { companyId: number; name: string; email: string; assignments: EmployeeView["assignments"] },
): Promise<EmployeeView> {
  const { employee } = await trpcMutation<{ employee: EmployeeView }>(
    request,
    "employees.create",
    input,
    token,
  );
  return employee;
}

export function deactivateEmployee(
  request: APIRequestContext,
  token: string,
  companyId: number,
  userId: string,
) {
  return trpcMutation(request, "employees.deactivate", { companyId, userId }, token);
}

/** Sets a new employee's password as they would: "Forgot password", the e-mailed code, the reset. */
export async function setPasswordByEmail(request: APIRequestContext, email: string, password: string) {
  await trpcMutation(request, "account.forgotPassword", { email }, undefined);
  const mailbox = await request.get("/dev/mailbox.json", { params: { to: email } });
  expect(mailbox.ok()).toBe(true);
  const [latest] = (await mailbox.json()) as { text: string }[];
  const code = /verification code is (\d{6})\./.exec(latest?.text ?? "")?.[1];
  expect(code, "a reset code in the dev mailbox").toBeTruthy();
  await trpcMutation(request, "account.resetPassword", {
    email,
    verificationCode: code,
    newPassword: password,
  });
}

/** Picks an option of a Radix select named `combobox` by typing (see pickOption). */
export async function chooseOption(page: Page, combobox: string, option: string): Promise<void> {
  await pickOption(page.getByRole("combobox", { name: combobox }), option);
}
