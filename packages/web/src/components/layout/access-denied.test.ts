import { describe, expect, it } from "vitest";
import { accessDeniedText } from "./access-denied";

describe("accessDeniedText", () => {
  it("names the missing permission", () => {
    expect(accessDeniedText("CAN_MANAGE_DEVICES")).toBe(
      'Your account does not have the "CAN_MANAGE_DEVICES" permission. Please ask your administrator for access.',
    );
  });

  it("falls back to the general text", () => {
    expect(accessDeniedText()).toBe("You do not have permissions to access this page");
  });
});
