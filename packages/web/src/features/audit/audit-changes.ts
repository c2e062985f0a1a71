import type { AuditEntryView, AuditValue } from "@pos/core/audit/audit.schema";

export interface AuditChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

export function formatAuditValue(value: AuditValue | undefined): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.join(", ");
  return String(value);
}

/** The fields an entry changed: both sides for a change, one side for a creation or a removal. */
export function auditChanges(entry: Pick<AuditEntryView, "before" | "after">): AuditChangeLine[] {
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const old = before ? formatAuditValue(before[field]) : null;
    const now = after ? formatAuditValue(after[field]) : null;
    if (old !== null && now !== null && old === now) return [];
    return [{ field, before: old, after: now }];
  });
}
