/** The password rules of the spec, shared by the server and every form that sets a password. */
export const passwordRules = [
  {
    id: "length",
    label: "At least 8 characters",
    test: (value: string) => value.length >= 8,
  },
  {
    id: "special",
    label: "At least 1 special character",
    test: (value: string) => /\W/.test(value),
  },
  {
    id: "digit",
    label: "At least 1 number",
    test: (value: string) => /\d/.test(value),
  },
  {
    id: "lower",
    label: "At least 1 lowercase letter",
    test: (value: string) => /[a-z]/.test(value),
  },
  {
    id: "upper",
    label: "At least 1 uppercase letter",
    test: (value: string) => /[A-Z]/.test(value),
  },
] as const;

export const passwordRulesMessage = "Your password doesn't meet the requirements.";

export type PasswordRuleId = (typeof passwordRules)[number]["id"];

export function checkPassword(value: string): {
  valid: boolean;
  failed: PasswordRuleId[];
} {
  const failed = passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.id);
  return { valid: failed.length === 0, failed };
}
