import { describe, expect, it } from "vitest";
import { brandForHost } from "./brand";

describe("brandForHost", () => {
  it("uses the first brand by default", () => {
    expect(brandForHost("localhost").name).toBe("Greenline POS");
    expect(brandForHost("app.example.com").id).toBe("greenline");
  });

  it("uses the second brand on canopy host names", () => {
    expect(brandForHost("pos.CanopyRetail.ca").name).toBe("Canopy Retail");
  });
});
