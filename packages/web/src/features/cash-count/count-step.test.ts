import { describe, expect, it } from "vitest";
import { countStepButton, filledCounts, hasCounts } from "./count-step";

describe("the cash count step's button", () => {
  it("asks to skip or count when a passcode step follows and nothing is counted", () => {
    expect(countStepButton({ passcodeStep: true, skip: false, counted: false })).toEqual({
      label: "Skip or add counts to proceed",
      enabled: false,
    });
  });

  it("reads Next once counted or skipped, when a passcode step follows", () => {
    expect(countStepButton({ passcodeStep: true, skip: true, counted: false })).toEqual({
      label: "Next",
      enabled: true,
    });
    expect(countStepButton({ passcodeStep: true, skip: false, counted: true })).toEqual({
      label: "Next",
      enabled: true,
    });
  });

  it("reads Continue without a passcode step, enabled once something is counted", () => {
    expect(countStepButton({ passcodeStep: false, skip: false, counted: false })).toEqual({
      label: "Continue",
      enabled: false,
    });
    expect(countStepButton({ passcodeStep: false, skip: false, counted: true })).toEqual({
      label: "Continue",
      enabled: true,
    });
  });
});

describe("counts", () => {
  it("treats 0 as counted and empty as not", () => {
    expect(hasCounts({ "5": null, "10": null })).toBe(false);
    expect(hasCounts({ "5": null, "10": 0 })).toBe(true);
  });

  it("keeps only the filled-in fields", () => {
    expect(filledCounts({ "5": null, "10": 0, "2000": 3 })).toEqual({ "10": 0, "2000": 3 });
  });
});
