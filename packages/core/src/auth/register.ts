import { randomUUID } from "node:crypto";
import { createWriteTransaction } from "electrodb";
import { storeVerifier } from "../offline/passcode-verifier";
import { AppError } from "../common/errors";
import { newCompanyItem, newLocationItem } from "../company/company";
import { Company, Location } from "../company/company.entity";
import { Unique } from "../db/unique.entity";
import { sendEmail } from "../email/outbox";
import { EmailVerification } from "./account.entity";
import { accountEmails } from "./account-emails";
import { Employee } from "../employees/employee.entity";
import { employeeSortKey } from "../employees/employee-sort-key";
import { Assignment, SecurityRole, User } from "./auth.entity";
import { onboardingPasscode } from "./passcode.schema";
import { Passcode, passcodeItem } from "./passcodes";
import { newEmailVerification } from "./email-verification";
import { permissionNames } from "./permissions";
import { ZRegisterInput, type RegisterInput } from "./register.schema";
import { generateTemporaryPassword } from "./temporary-password";
import { emailTakenMessage, findUserByEmail, newUserItem } from "./users";
import { UserSearchKey } from "./user-search.entity";
import { searchKeyOf, searchTokensOf } from "./user-search-keys";

export interface Registration {
  companyId: number;
  locationId: string;
  userId: string;
  securityRoleId: string;
}

/**
 * Registers a store: the company, its first location (named after the company), an Owner role with every
 * permission, the owner with a temporary password, their assignment and the register passcode the onboarding
 * screen shows (so the first shift can start), all in one transaction, so a taken e-mail (or any failure) leaves
 * nothing behind. The welcome e-mail goes out once everything exists.
 */
export async function register(input: RegisterInput): Promise<Registration> {
  const data = ZRegisterInput.parse(input);
  if (await findUserByEmail(data.email)) throw new AppError("CONFLICT", emailTakenMessage);
  const password = generateTemporaryPassword();
  const user = await newUserItem(
    { email: data.email, name: data.name, password },
    { passwordStatus: "temporary", emailVerified: false },
  );
  const company = await newCompanyItem({
    name: data.companyName,
    country: data.country,
    province: data.province,
    timezone: data.timezone,
  });
  const { companyId } = company;
  const location = await newLocationItem({ companyId, name: data.companyName });
  const role = {
    companyId,
    roleId: `r_${randomUUID().slice(0, 8)}`,
    name: "Owner",
    permissions: [...permissionNames],
  };
  const verification = newEmailVerification(user.userId);
  const written = await createWriteTransaction(
    {
      unique: Unique,
      user: User,
      company: Company,
      location: Location,
      role: SecurityRole,
      assignment: Assignment,
      link: EmailVerification,
      employee: Employee,
      passcode: Passcode,
      search: UserSearchKey,
    },
    (entities) => [
      entities.unique.create({ kind: "email", value: data.email, ownerId: user.userId }).commit(),
      entities.user.create(user).commit(),
      entities.company.create(company).commit(),
      entities.location.create(location).commit(),
      entities.role.create(role).commit(),
      entities.assignment
        .create({
          userId: user.userId,
          companyId,
          entityType: "company",
          entityId: String(companyId),
          type: "assigned",
          securityRoleId: role.roleId,
        })
        .commit(),
      entities.link.create(verification.item).commit(),
      entities.employee
        .create({
          companyId,
          userId: user.userId,
          tracksHours: false,
          createDate: company.createDate,
          sortKey: employeeSortKey(user.name, user.userId),
        })
        .commit(),
      entities.passcode.create(passcodeItem(companyId, user.userId, onboardingPasscode)).commit(),
      ...searchTokensOf(user).map((token) => entities.search.put(searchKeyOf(user.userId, token)).commit()),
    ],
  ).go();
  if (written.canceled) throw new AppError("CONFLICT", emailTakenMessage);
  await storeVerifier(companyId, user.userId, onboardingPasscode);
  await sendEmail({
    to: data.email,
    ...accountEmails.welcome({
      name: user.name,
      companyName: data.companyName,
      password,
      verifyLink: verification.link,
    }),
  });
  return { companyId, locationId: location.locationId, userId: user.userId, securityRoleId: role.roleId };
}
