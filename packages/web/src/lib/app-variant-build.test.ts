import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the app variant as a build setting", () => {
  it("VITE_APP_VARIANT=pos-only builds an app with no route to outreach, the compliance report or the province import", async () => {
    vi.stubEnv("VITE_APP_VARIANT", "pos-only");
    vi.resetModules();
    const { appVariant, routedIn } = await import("./app-variant");
    expect(appVariant).toBe("pos-only");
    expect(routedIn(appVariant, "/company/:companyId/dashboard/broadcasts")).toBe(false);
    expect(routedIn(appVariant, "/company/:companyId/dashboard/compliance")).toBe(false);
    expect(routedIn(appVariant, "/admin/provinceProducts/import")).toBe(false);
    expect(routedIn(appVariant, "/company/:companyId/dashboard/analytics/summary")).toBe(true);
  });

  it("builds the full app otherwise", async () => {
    vi.stubEnv("VITE_APP_VARIANT", "");
    vi.resetModules();
    const { appVariant, routedIn } = await import("./app-variant");
    expect(appVariant).toBe("full");
    expect(routedIn(appVariant, "/company/:companyId/dashboard/broadcasts")).toBe(true);
  });
});
