import { describe, expect, it } from "vitest";
import { signInDestination } from "./sign-in-destination";

describe("signInDestination", () => {
  it("sends a user with exactly one company to its dashboard", () => {
    expect(signInDestination({ isAdmin: false, companies: [{ id: 12, name: "Leaf" }] })).toEqual({
      kind: "company",
      path: "/company/12/dashboard",
    });
  });

  it("offers a choice, sorted by name, when there are several companies", () => {
    const result = signInDestination({
      isAdmin: true,
      companies: [
        { id: 2, name: "Zed Cannabis" },
        { id: 1, name: "Alpha Buds" },
      ],
    });
    expect(result).toEqual({
      kind: "choose",
      companies: [
        { id: 1, name: "Alpha Buds" },
        { id: 2, name: "Zed Cannabis" },
      ],
    });
  });

  it("sends an admin without companies to the admin area", () => {
    expect(signInDestination({ isAdmin: true, companies: [] })).toEqual({ kind: "admin", path: "/admin" });
  });

  it("has nowhere to send anyone else", () => {
    expect(signInDestination({ isAdmin: false, companies: [] })).toEqual({ kind: "none" });
  });
});
