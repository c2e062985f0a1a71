import { z } from "zod";

export const ZPasscode = z
  .string()
  .max(8, "A passcode is 4 to 8 digits")
  .regex(/^\d{4,8}$/, "A passcode is 4 to 8 digits");

/**
 * The register passcode a registered store's owner starts with: the onboarding start screen prefills it and asks
 * the owner to change it (Dashboard > Employees).
 */
export const onboardingPasscode = "1234";
