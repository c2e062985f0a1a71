import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { adminErrorMessage, adminMessageFrom } from "./admin-errors";

describe("admin error message order (admin.md 8)", () => {
  it("detail lines come first, joined by newlines, without repeats", () => {
    expect(
      adminMessageFrom(
        { errors: ["Name is required", "Email is invalid", "Name is required"], serverMessage: "Bad" },
        "x",
      ),
    ).toBe("Name is required\nEmail is invalid");
  });

  it("then the server's message, then the error's message, then the default", () => {
    expect(
      adminMessageFrom({ errors: [" "], serverMessage: "Company not found", message: "boom" }, "d"),
    ).toBe("Company not found");
    expect(adminMessageFrom({ serverMessage: "", message: "boom" }, "d")).toBe("boom");
    expect(adminMessageFrom({}, "Unable to update")).toBe("Unable to update");
  });

  it("reads a tRPC error's validation issues and message, and a plain error's message", () => {
    const withIssues = new TRPCClientError("first", {
      result: {
        error: {
          code: -32600,
          message: "first",
          data: { zodIssues: [{ message: "first" }, { message: "second" }], details: null },
        },
      },
    });
    expect(adminErrorMessage(withIssues, "Unable to update")).toBe("first\nsecond");
    const plain = new TRPCClientError("Device not found", {
      result: {
        error: { code: -32004, message: "Device not found", data: { zodIssues: null, details: null } },
      },
    });
    expect(adminErrorMessage(plain, "Unable to update")).toBe("Device not found");
    expect(adminErrorMessage(new Error("Offline cache failed"), "Unable to update")).toBe(
      "Offline cache failed",
    );
    expect(adminErrorMessage(new TRPCClientError("Failed to fetch"), "Unable to update")).toBe(
      "Unable to update",
    );
  });
});
