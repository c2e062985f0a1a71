import type { ProductDraft } from "@pos/core/catalog/product.schema";
import { errorMessage, isApiError } from "@/lib/errors";

/** Something to fix before the product can be saved, at a dotted path of the draft ("childProducts.0.name"). */
export type Problem = { path: string; message: string };

/** The DOM id of the control editing a path, so a problem can focus it and label it. */
export function fieldId(path: string): string {
  return `product-${path.replaceAll(".", "-")}`;
}

/** The value at a dotted path of the draft (undefined when the path no longer exists). */
export function valueAt(draft: ProductDraft, path: string): unknown {
  let current: unknown = draft;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const listNames: Readonly<Record<string, string>> = {
  childProducts: "Child product",
  locationOverrides: "Location override",
  cannabinoidMetaData: "Cannabinoids",
  metaData: "Custom field",
  tags: "Tag",
};

/** A problem as the summary names it: inside a list entry, which entry ("Child product 2: Name is required"). */
export function problemText(problem: Problem): string {
  const [list, index] = problem.path.split(".");
  const name = list === undefined ? undefined : listNames[list];
  if (!name || index === undefined || !/^\d+$/.test(index)) return problem.message;
  return `${name} ${Number(index) + 1}: ${problem.message}`;
}

/** Server messages that carry no path but belong to one field. */
const pathOfMessage: Readonly<Record<string, string>> = {
  "This category does not exist": "categoryId",
  "This supplier does not exist": "supplierId",
  "This tax group does not exist": "taxGroupId",
  "Lot tracking cannot be turned off once it is on.": "isBatchTracked",
  "This image does not belong to this company": "images",
};

export type SaveFailure = {
  /** The problems to show beside their fields. */
  problems: Problem[];
  /** The message for the whole form when no field takes it. */
  formMessage: string | null;
  /** Someone else saved the product meanwhile: offer to reload it. */
  conflict: boolean;
};

function isProblem(value: unknown): value is Problem {
  if (value === null || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.path === "string" && typeof entry.message === "string";
}

/** The problems a failed save reports: the rule problems it lists, or its validation issues inside `product`. */
function reportedProblems(error: unknown): Problem[] {
  if (!isApiError(error) || !error.data) return [];
  const listed = error.data.details?.problems;
  if (Array.isArray(listed)) return listed.filter(isProblem);
  return (error.data.zodIssues ?? [])
    .filter((issue) => issue.path[0] === "product" && issue.path.length > 1)
    .map((issue) => ({ path: issue.path.slice(1).map(String).join("."), message: issue.message }));
}

/** Where the messages of a failed save belong. */
export function saveFailure(error: unknown): SaveFailure {
  const message = errorMessage(error);
  if (isApiError(error) && error.data?.appCode === "CONFLICT") {
    return { problems: [], formMessage: message, conflict: true };
  }
  const problems = reportedProblems(error);
  const known = pathOfMessage[message];
  if (problems.length === 0 && known) problems.push({ path: known, message });
  return { problems, formMessage: problems.length > 0 ? null : message, conflict: false };
}
