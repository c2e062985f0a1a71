import { Service } from "electrodb";
import { forgetUserAccess } from "../auth/access";
import { User } from "../auth/auth.entity";
import { findByPasscode, freePasscode, passcodeTakenMessage, setPasscode } from "../auth/passcodes";
import { addUserEmail, createUser, findUserByEmail } from "../auth/users";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { Employee } from "./employee.entity";
import { employeeSortKey } from "./employee-sort-key";
import {
  ZCreateEmployeeInput,
  ZUpdateEmployeeInput,
  type CreateEmployeeInput,
  type EmployeeRef,
  type EmployeeView,
  type UpdateEmployeeInput,
} from "./employees.schema";
import {
  assertAssignable,
  assignmentsOf,
  employeeMessages,
  findEmployeeRecord,
  toEmployeeViews,
  writeMembership,
} from "./membership";

/** A page of the company's employees in name order (case-insensitive, then id); see employeeSortKey. */
export async function listEmployees(companyId: number, page: PageInput): Promise<Page<EmployeeView>> {
  const records = await queryPage(
    Employee.query.byName({ companyId }).params(),
    (items) => Employee.parse({ Items: items }).data,
    page,
  );
  const items = await toEmployeeViews(records.items);
  return { items, count: items.length, lastEvaluatedKey: records.lastEvaluatedKey };
}

export async function getEmployee(ref: EmployeeRef): Promise<EmployeeView> {
  const [view] = await toEmployeeViews([await findEmployeeRecord(ref)]);
  if (!view) throw new AppError("NOT_FOUND", employeeMessages.notFound);
  return view;
}

async function assertPasscodeFree(companyId: number, passcode: string | undefined, userId?: string) {
  const owner = passcode ? await findByPasscode(companyId, passcode) : null;
  if (owner !== null && owner !== userId) throw new AppError("CONFLICT", passcodeTakenMessage);
}

/**
 * Someone who already has an account (same e-mail) is added to the company, keeping their name. A new account
 * has no password: they choose one through "Forgot password"; without an e-mail they only use the register.
 * Everyone gets a register passcode: the one given, or a free one made up and answered once as `passcode`.
 */
export async function createEmployee(
  input: CreateEmployeeInput,
): Promise<{ employee: EmployeeView; existingAccount: boolean; passcode: string | null }> {
  const data = ZCreateEmployeeInput.parse(input);
  await assertAssignable(data.companyId, data.assignments);
  const existing = data.email === undefined ? null : await findUserByEmail(data.email);
  if (existing && !existing.isActive) throw new AppError("CONFLICT", employeeMessages.deactivatedAccount);
  if (existing && (await Employee.get({ companyId: data.companyId, userId: existing.userId }).go()).data)
    throw new AppError("CONFLICT", employeeMessages.alreadyEmployee);
  await assertPasscodeFree(data.companyId, data.passcode, existing?.userId);
  const passcode = data.passcode ?? (await freePasscode(data.companyId));
  const user = existing ?? (await createUser({ email: data.email, name: data.name }));
  await setPasscode(data.companyId, user.userId, passcode);
  const record = {
    companyId: data.companyId,
    userId: user.userId,
    tracksHours: data.tracksHours,
    createDate: nowIso(),
    sortKey: employeeSortKey(user.name, user.userId),
  };
  await writeMembership(record, data.assignments, "create");
  return {
    employee: await getEmployee(record),
    existingAccount: existing !== null,
    passcode: data.passcode ? null : passcode,
  };
}

/** The name is the person's own across companies: only a company they alone belong to may change it. */
async function newName(userId: string, companyId: number, name: string | undefined): Promise<string | null> {
  if (name === undefined) return null;
  const user = (await User.get({ userId }).go({ consistent: true })).data;
  if (!user || user.name === name) return null;
  if ((await assignmentsOf(userId)).some((item) => item.companyId !== companyId))
    throw new AppError("CONFLICT", employeeMessages.nameOwnedElsewhere);
  return name;
}

const naming = new Service({ user: User, employee: Employee });

/** The name and the list order change together (only someone of this one company can be renamed, see newName). */
async function renameEmployee(companyId: number, userId: string, name: string): Promise<void> {
  await naming.transaction
    .write(({ user, employee }) => [
      user.patch({ userId }).set({ name }).commit(),
      employee
        .patch({ companyId, userId })
        .set({ sortKey: employeeSortKey(name, userId) })
        .commit(),
    ])
    .go();
  forgetUserAccess(userId);
}

/** Someone without an e-mail (register-only) can be given one; once set it is their sign-in and stays. */
async function newEmail(userId: string, email: string | undefined): Promise<string | null> {
  if (email === undefined) return null;
  const current = (await User.get({ userId }).go({ consistent: true })).data?.email;
  if (current === email) return null;
  if (current !== undefined) throw new AppError("CONFLICT", employeeMessages.emailSet);
  return email;
}

export async function updateEmployee(input: UpdateEmployeeInput): Promise<EmployeeView> {
  const data = ZUpdateEmployeeInput.parse(input);
  const record = await findEmployeeRecord(data);
  const { companyId, userId } = record;
  if (data.assignments) await assertAssignable(companyId, data.assignments);
  const name = await newName(userId, companyId, data.name);
  const email = await newEmail(userId, data.email);
  await assertPasscodeFree(companyId, data.passcode, userId);
  if (email) await addUserEmail(userId, email);
  if (data.passcode) await setPasscode(companyId, userId, data.passcode);
  if (name) await renameEmployee(companyId, userId, name);
  if (data.assignments || data.tracksHours !== undefined) {
    const tracksHours = data.tracksHours ?? record.tracksHours;
    await writeMembership({ ...record, tracksHours }, data.assignments, "update");
  }
  return getEmployee(record);
}
