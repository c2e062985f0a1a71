import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";

export const Device = new Entity(
  {
    model: { entity: "device", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      deviceId: { type: "string", required: true },
      name: { type: "string", required: true },
      locationId: { type: "string", required: true },
      passwordHash: { type: "string", required: true },
      isActive: { type: "boolean", required: true, default: true },
      createDate: { type: "string", required: true },
      lastPingAt: { type: "string" },
      /**
       * `online#<shard>` while the register pings (db/shards.ts); the connectivity job removes it when pings stop
       * (a sparse index).
       */
      presence: { type: "string" },
      /** A Moneris terminal on the local network (admin.md 3: the device is labelled Moneris when both are set). */
      terminalIpAddress: { type: "string" },
      terminalPort: { type: "string" },
      /** The four merchant payment fields of a Merrco device (labelled Merrco when all four are set). */
      merchantId: { type: "string" },
      merchantTerminalId: { type: "string" },
      merchantUserName: { type: "string" },
      merchantApiToken: { type: "string" },
      /** The card-terminal provider the device is paired with (labelled BlazePay when it is "BlazePay"). */
      paymentTerminalProvider: { type: "string" },
      /** The cash the register's drawer is expected to hold, in cents, with the admin's note. */
      deviceCashAmount: { type: "number" },
      deviceCashNote: { type: "string" },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["deviceId"] },
      },
      online: {
        index: "gsi2",
        pk: { field: "gsi2pk", composite: ["presence"] },
        sk: { field: "gsi2sk", composite: ["lastPingAt"], casing: "none" },
        condition: (attributes) => attributes.presence !== undefined,
      },
    },
  },
  entityConfig,
);
export type DeviceItem = EntityItem<typeof Device>;
