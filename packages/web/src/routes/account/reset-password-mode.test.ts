import { describe, expect, it } from "vitest";
import { canSubmitReset, resetPasswordPath, resetScreenOf } from "./reset-password-mode";

const screenOf = (query: string) => resetScreenOf(new URLSearchParams(query));
const ready = { email: "", code: "123456", newPassword: "Good#Pass1", confirmPassword: "Good#Pass1" };

describe("the reset screen", () => {
  it("takes the e-mail from the query, lower-cased, and asks for it only when it is not known", () => {
    expect(screenOf("email=Olivia%40Store.TEST")).toEqual({
      temporary: false,
      email: "olivia@store.test",
      askEmail: false,
    });
    expect(screenOf("")).toEqual({ temporary: false, email: "", askEmail: true });
    expect(screenOf("email=not-an-email").askEmail).toBe(true);
  });

  it("asks for the e-mail when resetEmployeePassword is the string true", () => {
    expect(screenOf("email=a%40b.test&resetEmployeePassword=true")).toEqual({
      temporary: false,
      email: "a@b.test",
      askEmail: true,
    });
    expect(screenOf("email=a%40b.test&resetEmployeePassword=1").askEmail).toBe(false);
  });

  it("opens in temporary-password mode from the path the sign-in builds", () => {
    const path = resetPasswordPath({ email: "new@store.test", temporary: true });
    expect(path).toBe("/resetPasswordV2?mode=temporaryPassword&email=new%40store.test");
    expect(screenOf(path.split("?")[1] ?? "")).toEqual({
      temporary: true,
      email: "new@store.test",
      askEmail: false,
    });
    expect(resetPasswordPath({ email: "a@b.test" })).toBe("/resetPasswordV2?email=a%40b.test");
  });
});

describe("reset submit", () => {
  it("needs the code, a valid new password and the same confirmation", () => {
    expect(canSubmitReset(ready, false)).toBe(true);
    expect(canSubmitReset({ ...ready, code: " " }, false)).toBe(false);
    expect(canSubmitReset({ ...ready, newPassword: "weakpass", confirmPassword: "weakpass" }, false)).toBe(
      false,
    );
    expect(canSubmitReset({ ...ready, confirmPassword: "Good#Pass2" }, false)).toBe(false);
    expect(canSubmitReset({ ...ready, confirmPassword: "" }, false)).toBe(false);
  });

  it("needs the e-mail too when the field shows", () => {
    expect(canSubmitReset(ready, true)).toBe(false);
    expect(canSubmitReset({ ...ready, email: "a@b.test" }, true)).toBe(true);
  });
});
