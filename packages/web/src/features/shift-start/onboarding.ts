import { onboardingPasscode } from "@pos/core/auth/passcode.schema";

export { onboardingPasscode };
/** The onboarding start screen's starting float: $300.00. */
export const onboardingFloat = 30_000;

export const onboardingTexts = {
  welcome: "Welcome onboard!",
  passcode: `Your default passcode is ${onboardingPasscode}. Change it in Dashboard > Employees before you open the store.`,
  floatTooltip: "A starting float is required. For instance, type: $300.00",
} as const;

/** What the start screen reads from its query string before it replaces the route with the sale route. */
export function readStartParams(search: string): { lastShiftId: string | null; onboarding: boolean } {
  const params = new URLSearchParams(search);
  const lastShiftId = params.get("lastShiftId");
  return { lastShiftId: lastShiftId ? lastShiftId : null, onboarding: params.has("onboarding") };
}
