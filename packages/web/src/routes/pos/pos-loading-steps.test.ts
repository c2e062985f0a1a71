import { describe, expect, it } from "vitest";
import { currentLoadingStep, posLoadingSteps } from "./pos-loading-steps";

const none = { device: false, company: false, location: false, shift: false, pos: false };

describe("POS loading steps", () => {
  it("lists the texts in the spec's order", () => {
    expect(posLoadingSteps).toEqual([
      "Initializing device",
      "Loading company",
      "Loading location",
      "Loading shift",
      "Loading POS",
    ]);
  });

  it("shows the first step that is not done", () => {
    expect(currentLoadingStep(none)).toBe(0);
    expect(currentLoadingStep({ ...none, device: true })).toBe(1);
    expect(currentLoadingStep({ ...none, device: true, company: true, location: true })).toBe(3);
    expect(currentLoadingStep({ ...none, device: true, shift: true })).toBe(1);
  });

  it("is finished when every step is done", () => {
    expect(currentLoadingStep({ device: true, company: true, location: true, shift: true, pos: true })).toBe(
      5,
    );
  });
});
