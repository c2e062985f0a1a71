import { describe, expect, it } from "vitest";
import type { MigratingUser } from "@pos/core/auth/password-flows.schema";
import { migrationMessages, migrationStart, parseMigratingUser } from "./migrating-user";

const assignment = (type: string) => ({
  type,
  securityRoleId: "r_1",
  entity: {
    id: "1000",
    name: "Leaf",
    entityType: "company" as const,
    parentEntityId: null,
    rootEntityId: "1000",
  },
});
const user = (types: string[]): MigratingUser => ({
  id: "u_1",
  email: "old@store.test",
  entityAssignments: types.map(assignment),
});

describe("the migrating-user marker", () => {
  it("reads back what was stored and ignores anything else", () => {
    const stored = user(["assigned"]);
    expect(parseMigratingUser(JSON.stringify(stored))).toEqual(stored);
    expect(parseMigratingUser(null)).toBeNull();
    expect(parseMigratingUser("not json")).toBeNull();
    expect(parseMigratingUser(JSON.stringify({ id: "u_1" }))).toBeNull();
  });

  it("starts the migration only for a user with an assigned entity", () => {
    expect(migrationStart(user(["assigned"]))).toEqual({ kind: "ready", user: user(["assigned"]) });
    expect(migrationStart(user(["invited"]))).toEqual({
      kind: "blocked",
      message: migrationMessages.noAssignedEntity,
    });
    expect(migrationStart(null)).toEqual({ kind: "blocked", message: migrationMessages.contextMissing });
    expect(migrationStart({ ...user(["assigned"]), email: "" })).toEqual({
      kind: "blocked",
      message: migrationMessages.contextMissing,
    });
  });
});
