import { describe, expect, it } from "vitest";
import { permissionNames } from "@pos/core/auth/permissions";
import { accessDeniedText } from "./access-denied";

describe("accessDeniedText", () => {
  it("names the missing permission in words", () => {
    expect(accessDeniedText("CAN_MANAGE_DEVICES")).toBe(
      'Your account does not have the "Registers" permission. Please ask your administrator for access.',
    );
  });

  it("never shows a permission's constant", () => {
    for (const name of permissionNames) expect(accessDeniedText(name)).not.toMatch(/CAN_[A-Z_]+/);
  });

  it("falls back to the general text", () => {
    expect(accessDeniedText()).toBe("You do not have permissions to access this page");
  });
});
