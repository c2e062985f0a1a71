import { appUrl } from "../email/app-url";
import { accountPolicy } from "./account-policy";

const days = (ms: number): number => ms / 86_400_000;

const temporaryPasswordLines = (password: string): string[] => [
  `Temporary password: ${password}`,
  `Log in at ${appUrl("/loginV2")} with this email and the temporary password, then choose your own password.`,
  `The temporary password expires in ${days(accountPolicy.temporaryPasswordLifetimeMs)} days.`,
];

/** The e-mails of the account flows an administrator starts; the dev mailbox and tests read these texts. */
export const accountEmails = {
  welcome: (input: { name: string; companyName: string; password: string; verifyLink: string }) => ({
    subject: "Welcome to Greenline POS",
    text: [
      `Hello ${input.name},`,
      "",
      `An account was created for you to run ${input.companyName} on Greenline POS.`,
      "",
      ...temporaryPasswordLines(input.password),
      "",
      `Verify your email address: ${input.verifyLink}`,
    ].join("\n"),
  }),
  newTemporaryPassword: (input: { name: string; password: string }) => ({
    subject: "Your new temporary password for Greenline POS",
    text: [
      `Hello ${input.name},`,
      "",
      "An administrator sent you a new temporary password for Greenline POS. Any earlier one no longer works.",
      "",
      ...temporaryPasswordLines(input.password),
    ].join("\n"),
  }),
  verification: (input: { name: string; verifyLink: string }) => ({
    subject: "Verify your email address for Greenline POS",
    text: [
      `Hello ${input.name},`,
      "",
      `Verify your email address: ${input.verifyLink}`,
      `The link expires in ${days(accountPolicy.verificationLinkLifetimeMs)} days.`,
    ].join("\n"),
  }),
};
