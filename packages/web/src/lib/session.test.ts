import { describe, expect, it } from "vitest";
import { isSessionLoss, storageChangeAction } from "./session";

describe("isSessionLoss", () => {
  it("treats a 401 from an ordinary call as session loss", () => {
    expect(isSessionLoss("company.getById", 401)).toBe(true);
    expect(isSessionLoss("device.getCurrent", 401)).toBe(true);
  });

  it("ignores the sign-in calls and other statuses", () => {
    expect(isSessionLoss("auth.signIn", 401)).toBe(false);
    expect(isSessionLoss("auth.deviceSignIn", 401)).toBe(false);
    expect(isSessionLoss("company.getById", 403)).toBe(false);
    expect(isSessionLoss("company.getById", undefined)).toBe(false);
  });
});

describe("storageChangeAction", () => {
  it("reloads a dashboard page when authToken changes and leaves when it is removed", () => {
    expect(storageChangeAction("company", "authToken", "new")).toBe("reload");
    expect(storageChangeAction("company", "authToken", null)).toBe("leave");
    expect(storageChangeAction("company", "deviceAuthToken", null)).toBe("ignore");
  });

  it("follows deviceAuthToken on POS pages", () => {
    expect(storageChangeAction("pos", "deviceAuthToken", "new")).toBe("reload");
    expect(storageChangeAction("pos", "deviceAuthToken", null)).toBe("leave");
    expect(storageChangeAction("pos", "authToken", null)).toBe("ignore");
  });

  it("leaves when storage is cleared and ignores public pages", () => {
    expect(storageChangeAction("admin", null, null)).toBe("leave");
    expect(storageChangeAction("public", "authToken", null)).toBe("ignore");
  });
});
