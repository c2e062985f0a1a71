import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { placeServerError } from "./server-errors";

const apiError = (message: string, zodIssues: { path: (string | number)[] }[] | null = null) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: { httpStatus: 400, appCode: "INVALID_INPUT", zodIssues } },
  });

const fields = { name: "name", assignments: "scope" } as const;
const messages = { "This passcode is already in use": "passcode" } as const;

describe("placeServerError", () => {
  it("puts a validation message on the field of the input the first issue names", () => {
    expect(placeServerError(apiError("Name is required", [{ path: ["name"] }]), fields, messages)).toEqual({
      field: "name",
      message: "Name is required",
    });
    expect(
      placeServerError(apiError("Choose a security role", [{ path: ["assignments", 0] }]), fields, messages),
    ).toEqual({ field: "scope", message: "Choose a security role" });
  });

  it("puts a known message without a path on its field", () => {
    expect(placeServerError(apiError("This passcode is already in use"), fields, messages).field).toBe(
      "passcode",
    );
  });

  it("leaves anything else to the whole form", () => {
    expect(placeServerError(apiError("Something went wrong"), fields, messages)).toEqual({
      field: null,
      message: "Something went wrong",
    });
    expect(placeServerError(apiError("Bad", [{ path: ["companyId"] }]), fields, messages).field).toBeNull();
  });

  it("places a message that names a value by a test of the message", () => {
    const byMessage = (message: string) => (message.startsWith("A category named") ? "name" : null);
    const taken = apiError('A category named "Flower" already exists at this level');
    expect(placeServerError(taken, fields, byMessage).field).toBe("name");
    expect(placeServerError(apiError("Something went wrong"), fields, byMessage).field).toBeNull();
  });
});
