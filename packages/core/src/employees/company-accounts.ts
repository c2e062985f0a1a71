import { passwordStateOf } from "../auth/account-admin";
import type { CompanyAccount } from "../auth/account-admin.schema";
import { User } from "../auth/auth.entity";
import { queryPage, type Page, type PageInput } from "../db/pagination";
import { Employee } from "./employee.entity";

/** The company's people with the state of their accounts, for the admin area, in the employee list's order. */
export async function listCompanyAccounts(companyId: number, page: PageInput): Promise<Page<CompanyAccount>> {
  const records = await queryPage(
    Employee.query.byName({ companyId }).params(),
    (items) => Employee.parse({ Items: items }).data,
    page,
  );
  const users = records.items.length
    ? (await User.get(records.items.map(({ userId }) => ({ userId }))).go({ consistent: true })).data
    : [];
  const byId = new Map(users.map((user) => [user.userId, user]));
  const items = records.items.flatMap((record): CompanyAccount[] => {
    const user = byId.get(record.userId);
    if (!user) return [];
    const passwordState = passwordStateOf(user);
    return [
      {
        id: user.userId,
        name: user.name,
        email: user.email ?? null,
        isActive: user.isActive,
        emailVerified: user.emailVerified !== false,
        passwordState,
        temporaryPasswordExpiresAt: passwordState === "temporary" ? (user.passwordExpiresAt ?? null) : null,
      },
    ];
  });
  return { items, count: items.length, lastEvaluatedKey: records.lastEvaluatedKey };
}
