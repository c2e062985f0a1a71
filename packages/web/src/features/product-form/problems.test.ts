import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { newProductDraft } from "@pos/core/catalog/product-rules";
import { fieldId, problemText, saveFailure, valueAt } from "./problems";

type Data = {
  appCode: string;
  zodIssues?: { path: (string | number)[]; message: string }[];
  details?: unknown;
};

const apiError = (message: string, { appCode, zodIssues = [], details = null }: Data) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: { httpStatus: 400, appCode, zodIssues, details } },
  });

describe("saveFailure", () => {
  it("puts the rule problems the server lists beside their fields", () => {
    const problems = [{ path: "childProducts.0.name", message: "Name is required" }];
    const failure = saveFailure(
      apiError("Name is required", { appCode: "INVALID_INPUT", details: { problems } }),
    );
    expect(failure).toEqual({ problems, formMessage: null, conflict: false });
  });

  it("reads validation issues inside the product as paths of the draft", () => {
    const failure = saveFailure(
      apiError("Too big", {
        appCode: "INVALID_INPUT",
        zodIssues: [
          { path: ["product", "locationOverrides", 1, "retailPrice"], message: "Too big" },
          { path: ["companyId"], message: "Bad company" },
        ],
      }),
    );
    expect(failure.problems).toEqual([{ path: "locationOverrides.1.retailPrice", message: "Too big" }]);
  });

  it("places a known message without a path on its field", () => {
    const failure = saveFailure(apiError("This supplier does not exist", { appCode: "INVALID_INPUT" }));
    expect(failure.problems).toEqual([{ path: "supplierId", message: "This supplier does not exist" }]);
    expect(failure.formMessage).toBeNull();
  });

  it("flags a conflict and leaves other failures to the whole form", () => {
    const stale = "This product was changed by someone else. Reload it to see their changes.";
    expect(saveFailure(apiError(stale, { appCode: "CONFLICT" }))).toEqual({
      problems: [],
      formMessage: stale,
      conflict: true,
    });
    expect(saveFailure(apiError("Something broke", { appCode: "INTERNAL" }))).toEqual({
      problems: [],
      formMessage: "Something broke",
      conflict: false,
    });
  });
});

describe("paths of the draft", () => {
  it("read values and name controls", () => {
    const draft = newProductDraft({ name: "Kush", tags: ["indoor"] });
    expect(valueAt(draft, "name")).toBe("Kush");
    expect(valueAt(draft, "tags.0")).toBe("indoor");
    expect(valueAt(draft, "childProducts.3.name")).toBeUndefined();
    expect(fieldId("childProducts.0.name")).toBe("product-childProducts-0-name");
  });
});

describe("problemText", () => {
  it("names the list entry a problem is in", () => {
    expect(problemText({ path: "name", message: "Name is required" })).toBe("Name is required");
    expect(problemText({ path: "childProducts.1.name", message: "Name is required" })).toBe(
      "Child product 2: Name is required",
    );
    expect(problemText({ path: "locationOverrides.0.locationId", message: "Taken" })).toBe(
      "Location override 1: Taken",
    );
    expect(problemText({ path: "childProducts", message: "A master needs a child" })).toBe(
      "A master needs a child",
    );
  });
});
