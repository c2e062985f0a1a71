import { describe, expect, it } from "vitest";
import {
  ZForgotPasswordInput,
  ZMigratePasswordForm,
  ZResetPasswordForm,
  ZResetPasswordInput,
} from "./password-flows.schema";
import { ZRegisterInput } from "./register.schema";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("password flow schemas", () => {
  it("forgot password: required, no '+', lower-cased", () => {
    expect(firstMessage(ZForgotPasswordInput.safeParse({ email: "" }))).toBe("Email is required");
    expect(firstMessage(ZForgotPasswordInput.safeParse({ email: "a+b@x.example" }))).toBe(
      'Please change your email to a valid email address first (email cannot contain "+")',
    );
    expect(ZForgotPasswordInput.parse({ email: " Ann@X.Example " })).toEqual({ email: "ann@x.example" });
  });

  it("reset: the e-mail is lower-cased; the forms need matching passwords", () => {
    const reset = { email: "Ann@X.Example", verificationCode: "123456", newPassword: "N3w#Password" };
    expect(ZResetPasswordInput.parse(reset).email).toBe("ann@x.example");
    const mismatch = ZResetPasswordForm.safeParse({ ...reset, confirmPassword: "N3w#Passwor" });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ message: "Passwords must match", path: ["confirmPassword"] }),
    ]);
    expect(ZResetPasswordForm.safeParse({ ...reset, confirmPassword: reset.newPassword }).success).toBe(true);
    const migrate = {
      email: "a@x.example",
      oldPassword: "old",
      newPassword: "N3w#Password",
      confirmPassword: "x",
    };
    expect(firstMessage(ZMigratePasswordForm.safeParse(migrate))).toBe("Passwords must match");
  });

  it("register: Canada, AB and Mountain time by default", () => {
    expect(ZRegisterInput.parse({ name: "Ann", email: "Ann@X.Example", companyName: "Leaf" })).toEqual({
      name: "Ann",
      email: "ann@x.example",
      companyName: "Leaf",
      country: "Canada",
      province: "AB",
      timezone: "America/Edmonton",
    });
  });
});
