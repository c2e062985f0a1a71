import { describe, expect, it } from "vitest";
import { maskApiKey } from "./external-source-view";

describe("maskApiKey", () => {
  it("shows only the prefix and the last four characters", () => {
    expect(maskApiKey("qwk_abcdefghijklmnopqrstuvwxyz")).toBe("qwk_abcd••••••••wxyz");
    expect(maskApiKey("short")).toBe("•••••");
  });
});
