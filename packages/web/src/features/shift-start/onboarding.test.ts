import { describe, expect, it } from "vitest";
import { readStartParams } from "./onboarding";

describe("the shift start screen's query string", () => {
  it("reads the last shift id and the onboarding mode", () => {
    expect(readStartParams("?lastShiftId=S123&onboarding")).toEqual({
      lastShiftId: "S123",
      onboarding: true,
    });
    expect(readStartParams("?onboarding=true")).toEqual({ lastShiftId: null, onboarding: true });
  });

  it("ignores an empty last shift id and a missing onboarding flag", () => {
    expect(readStartParams("?lastShiftId=")).toEqual({ lastShiftId: null, onboarding: false });
    expect(readStartParams("")).toEqual({ lastShiftId: null, onboarding: false });
  });
});
