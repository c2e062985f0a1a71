import { z } from "zod";
import { zText } from "../common/bounded.schema";
import { countries, timezones } from "../company/company.schema";
import { ZAccountEmail } from "./password-flows.schema";

const timezoneValues = timezones.map((zone) => zone.value) as [string, ...string[]];

/** The admin's register form (pos-and-accounts 2.14): the store's owner and the store. */
export const ZRegisterInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  email: ZAccountEmail,
  companyName: z.string().trim().min(1, "Company name is required").max(120),
  country: z.enum(countries).default("Canada"),
  province: zText(40)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Choose a province or state")
    .default("AB"),
  timezone: z.enum(timezoneValues).default("America/Edmonton"),
});
export type RegisterInput = z.input<typeof ZRegisterInput>;
