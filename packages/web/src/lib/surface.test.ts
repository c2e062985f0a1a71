import { describe, expect, it } from "vitest";
import { surfaceOf, tokenKeyOf } from "./surface";

describe("surfaceOf", () => {
  it.each([
    ["/pos", "pos"],
    ["/pos/sale", "pos"],
    ["/posters", "public"],
    ["/company/12/dashboard", "company"],
    ["/admin", "admin"],
    ["/admin/companies/4", "admin"],
    ["/administrator", "public"],
    ["/loginV2", "public"],
  ] as const)("%s is %s", (path, surface) => {
    expect(surfaceOf(path)).toBe(surface);
  });

  it("uses the device token only on POS pages", () => {
    expect(tokenKeyOf("pos")).toBe("deviceAuthToken");
    expect(tokenKeyOf("company")).toBe("authToken");
    expect(tokenKeyOf("admin")).toBe("authToken");
  });
});
