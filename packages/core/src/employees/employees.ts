import { Service } from "electrodb";
import { forgetUserAccess } from "../auth/access";
import { User } from "../auth/auth.entity";
import { UserSearchKey } from "../auth/user-search.entity";
import { searchKeyChanges } from "../auth/user-search-keys";
import { findByPasscode, freePasscode, passcodeTakenMessage, setPasscode } from "../auth/passcodes";
import { addUserEmail, createUser, findUserByEmail } from "../auth/users";
import { systemActor, type AuditActor } from "../audit/audit";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { employeeEntry } from "./employee-audit";
import { Employee } from "./employee.entity";
import { employeeSortKey } from "./employee-sort-key";
import { inviteAccount } from "./invitations";
import {
  ZCreateEmployeeInput,
  ZUpdateEmployeeInput,
  type CreateEmployeeInput,
  type CreateEmployeeResult,
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
 * A new person gets an account without a password (they choose one through "Forgot password"; without an e-mail
 * they only use the register) and is added at once. An e-mail that already has an account is never added by
 * someone else: its owner is e-mailed an invitation to accept (invitations.ts), and the answer reveals nothing of
 * that account. Their passcode here is set once they have joined. A new account gets a register passcode: the one
 * given, or a free one made up and answered once as `passcode`.
 */
export async function createEmployee(
  input: CreateEmployeeInput,
  by: AuditActor = systemActor,
): Promise<CreateEmployeeResult> {
  const data = ZCreateEmployeeInput.parse(input);
  await assertAssignable(data.companyId, data.assignments);
  const existing = data.email === undefined ? null : await findUserByEmail(data.email);
  if (existing && (await Employee.get({ companyId: data.companyId, userId: existing.userId }).go()).data)
    throw new AppError("CONFLICT", employeeMessages.alreadyEmployee);
  if (existing) {
    const { companyId, assignments, tracksHours } = data;
    await inviteAccount({ companyId, account: existing, assignments, tracksHours, invitedBy: by.userId });
    return { status: "invited", email: existing.email };
  }
  await assertPasscodeFree(data.companyId, data.passcode);
  const passcode = data.passcode ?? (await freePasscode(data.companyId));
  const user = await createUser({ email: data.email, name: data.name });
  const employee = await addToCompany(user, { ...data, passcode }, by);
  return { status: "added", employee, passcode: data.passcode ? null : passcode };
}

/** Adds an account to the company directly: for new accounts, and for the platform's own set-up (the demo seed). */
export async function addToCompany(
  user: { userId: string; name: string; email?: string | null },
  input: Omit<CreateEmployeeInput, "name" | "email">,
  by: AuditActor = systemActor,
): Promise<EmployeeView> {
  const data = ZCreateEmployeeInput.omit({ name: true, email: true }).parse(input);
  if (data.passcode) await setPasscode(data.companyId, user.userId, data.passcode);
  const record = {
    companyId: data.companyId,
    userId: user.userId,
    tracksHours: data.tracksHours,
    createDate: nowIso(),
    sortKey: employeeSortKey(user.name, user.userId),
  };
  const entry = await employeeEntry(by, data.companyId, user.userId, "employee.create", null, {
    name: user.name,
    email: user.email ?? null,
    tracksHours: data.tracksHours,
    hasPasscode: data.passcode !== undefined,
    assignments: data.assignments,
  });
  await writeMembership(record, data.assignments, "create", entry);
  return getEmployee(record);
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

const naming = new Service({ user: User, employee: Employee, search: UserSearchKey });

/**
 * The name, the list order and the user's search keys change together (only someone of this one company can be
 * renamed, see newName).
 */
async function renameEmployee(companyId: number, userId: string, name: string): Promise<void> {
  const current = (await User.get({ userId }).go({ consistent: true })).data;
  if (!current) throw new AppError("NOT_FOUND", employeeMessages.notFound);
  const keys = searchKeyChanges(userId, current, { email: current.email, name });
  const result = await naming.transaction
    .write(({ user, employee, search }) => [
      user
        .patch({ userId })
        .set({ name })
        .where((attributes, { eq }) => eq(attributes.name, current.name))
        .commit(),
      ...keys.removed.map((key) => search.delete(key).commit()),
      ...keys.added.map((key) => search.put(key).commit()),
      employee
        .patch({ companyId, userId })
        .set({ sortKey: employeeSortKey(name, userId) })
        .commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", "The employee changed meanwhile; please try again.");
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

/**
 * The audit entry is written with the membership (last write); e-mail, passcode and name are written before
 * it, each in its own write, as they were.
 */
export async function updateEmployee(input: UpdateEmployeeInput, by: AuditActor): Promise<EmployeeView> {
  const data = ZUpdateEmployeeInput.parse(input);
  const record = await findEmployeeRecord(data);
  const { companyId, userId } = record;
  const before = await getEmployee(record);
  if (data.assignments) await assertAssignable(companyId, data.assignments);
  const name = await newName(userId, companyId, data.name);
  const email = await newEmail(userId, data.email);
  await assertPasscodeFree(companyId, data.passcode, userId);
  if (email) await addUserEmail(userId, email);
  if (data.passcode) await setPasscode(companyId, userId, data.passcode);
  if (name) await renameEmployee(companyId, userId, name);
  const tracksHours = data.tracksHours ?? record.tracksHours;
  const entry = await employeeEntry(by, companyId, userId, "employee.update", before, {
    name: name ?? before.name,
    email: email ?? before.email,
    tracksHours,
    hasPasscode: before.hasPasscode || data.passcode !== undefined,
    assignments: data.assignments ?? before.assignments,
  });
  await writeMembership({ ...record, tracksHours }, data.assignments, "update", entry);
  return getEmployee(record);
}
