import { describe, expect, it } from "vitest";
import { maskedKey } from "./external-source-view";

describe("maskedKey", () => {
  it("shows the prefix and the last four characters the server keeps, or that the key was revoked", () => {
    expect(maskedKey("wxyz")).toBe("qwk_••••••••wxyz");
    expect(maskedKey(null)).toBe("Revoked");
  });
});
