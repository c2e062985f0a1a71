import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { hasBadRouteParams, quickBooksCallbackTarget, redirects, screenPaths } from "./routes";

const paths = screenPaths();
const answers = (pathname: string) => paths.some((pattern) => matchPath(pattern, pathname) !== null);

describe("route table", () => {
  it("has no duplicate paths", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("serves the public pages of the spec", () => {
    for (const page of [
      "loginV2",
      "registerV2",
      "verifyEmail",
      "acceptInvitation",
      "forgotPassword",
      "forgotPasswordV2",
      "resetPassword",
      "resetPasswordV2",
      "resetMigrationPassword",
      "deck",
    ]) {
      expect(answers(`/${page}`), page).toBe(true);
    }
  });

  it("serves every POS path of the spec", () => {
    for (const path of [
      "/pos/sale",
      "/pos/sale/success",
      "/pos/payments",
      "/pos/payment/42",
      "/pos/customers",
      "/pos/customers/add",
      "/pos/customers/edit",
      "/pos/settings",
    ]) {
      expect(answers(path), path).toBe(true);
    }
  });

  it("serves the dashboard areas, including optional and id segments", () => {
    const base = "/company/7/dashboard";
    for (const path of [
      "",
      "/settings/general",
      "/productListing/editProduct/abc",
      "/sales/list",
      "/sales/list/pay_1",
      "/inventory/audit/3",
      "/purchaseOrders/editPurchaseOrder/9/print",
      "/analytics/paymentTypes",
      "/integrations/quickBooks/main/sync",
      "/integrations/wooCommerce/settings",
    ]) {
      expect(answers(`${base}${path}`), path).toBe(true);
    }
  });

  it("serves the admin routes, legacy and v2", () => {
    for (const path of [
      "/admin/companies",
      "/admin/companies/5/subscriptions",
      "/admin/provinceProducts/import",
      "/admin/v2/companies/5/customerImport",
      "/admin/v2/payments/payment-options",
      "/admin/v2/compliance/ontario",
      "/admin/v2/globalCatalog/export",
    ]) {
      expect(answers(path), path).toBe(true);
    }
    expect(answers("/admin/v2/companies/5/subscriptions")).toBe(false);
  });

  it("redirects only to paths that exist", () => {
    for (const redirect of redirects) {
      const target = redirect.to.replace(":companyId", "1");
      expect(answers(target), redirect.to).toBe(true);
      expect(answers(redirect.from.replace(":companyId", "1")), redirect.from).toBe(false);
    }
  });
});

describe("quickBooksCallbackTarget", () => {
  it("forwards to the company's callback with the query string", () => {
    expect(quickBooksCallbackTarget("?state=12&code=abc&realmId=9")).toBe(
      "/company/12/dashboard/integrations/quickBooks/authCallback?state=12&code=abc&realmId=9",
    );
  });

  it("takes the company id from a signed state", () => {
    expect(quickBooksCallbackTarget("?state=12.n0nce.s1g-_&code=abc")).toBe(
      "/company/12/dashboard/integrations/quickBooks/authCallback?state=12.n0nce.s1g-_&code=abc",
    );
  });

  it("goes to the root without a usable company id", () => {
    expect(quickBooksCallbackTarget("?code=abc")).toBe("/");
    expect(quickBooksCallbackTarget("?state=../admin")).toBe("/");
    expect(quickBooksCallbackTarget("?state=12/../../admin")).toBe("/");
  });
});

describe("route parameters", () => {
  it("a company id that is not a positive whole number is not found", () => {
    expect(hasBadRouteParams({ companyId: "abc" })).toBe(true);
    expect(hasBadRouteParams({ companyId: "12abc" })).toBe(true);
    expect(hasBadRouteParams({ companyId: "0" })).toBe(true);
    expect(hasBadRouteParams({ companyId: "1e3" })).toBe(true);
    expect(hasBadRouteParams({ companyId: "1000" })).toBe(false);
    expect(hasBadRouteParams({ id: "abc" })).toBe(false);
  });
});
