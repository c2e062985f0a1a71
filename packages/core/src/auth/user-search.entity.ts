import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

/**
 * One search key of a user (their e-mail, each word of their name, the whole name; lower case), written in the same
 * transaction as the user's e-mail or name. The admin user search reads a range of keys by prefix instead of every
 * user. Keys are spread over partitions by their first character: a user is no tenant's, so there is no company
 * to key by, and users are created and renamed far too rarely for one character's partition to run hot.
 */
export const UserSearchKey = new Entity(
  {
    model: { entity: "userSearchKey", version: "1", service: "pos" },
    attributes: {
      shard: { type: "string", required: true },
      token: { type: "string", required: true },
      userId: { type: "string", required: true },
    },
    indexes: {
      byToken: {
        pk: { field: "pk", composite: ["shard"], casing: "none" },
        sk: { field: "sk", composite: ["token", "userId"], casing: "none" },
      },
    },
  },
  entityConfig,
);
export type UserSearchKeyItem = EntityItem<typeof UserSearchKey>;
