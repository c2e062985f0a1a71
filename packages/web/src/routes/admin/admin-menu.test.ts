import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { screenPaths } from "@/app/routes";
import { adminMenu, isCurrent } from "./admin-menu";

describe("admin menu", () => {
  it("links only to routes of the route table", () => {
    const paths = screenPaths();
    const links = adminMenu.flatMap((item) => ("children" in item ? item.children : [item]));
    for (const link of links) {
      expect(
        paths.some((pattern) => matchPath(pattern, link.to)),
        link.to,
      ).toBe(true);
    }
  });

  it("marks an entry current for its pages below it", () => {
    expect(isCurrent("/admin/companies/12", "/admin/companies")).toBe(true);
    expect(isCurrent("/admin/companiesX", "/admin/companies")).toBe(false);
  });
});
