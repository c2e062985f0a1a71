import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { catalogueProvinces, importStatuses, type RowProblem } from "./catalogue-product.schema";

/**
 * One upload of a province list or of the global catalogue: what the worker found (counts, problems, the change
 * set's key in storage) and how far saving got. `recent` lists a kind's uploads newest first.
 */
export const CatalogueImportEntity = new Entity(
  {
    model: { entity: "catalogueImport", version: "1", service: "pos" },
    attributes: {
      importId: { type: "string", required: true },
      kind: { type: ["province", "global"] as const, required: true },
      province: { type: catalogueProvinces, required: true },
      fileName: { type: "string", required: true },
      fileKey: { type: "string", required: true },
      status: { type: importStatuses, required: true },
      rows: { type: "number", required: true, default: 0 },
      adds: { type: "number", required: true, default: 0 },
      updates: { type: "number", required: true, default: 0 },
      unchanged: { type: "number", required: true, default: 0 },
      skipped: { type: "number", required: true, default: 0 },
      problems: { type: CustomAttributeType<RowProblem[]>("any"), required: true, default: () => [] },
      error: { type: "string" },
      changeSetKey: { type: "string" },
      savedChunks: { type: "list", items: { type: "number" }, required: true, default: () => [] },
      byUserId: { type: "string", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byId: {
        pk: { field: "pk", composite: ["importId"] },
        sk: { field: "sk", composite: [] },
      },
      recent: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["kind"] },
        sk: { field: "gsi1sk", composite: ["createDate", "importId"] },
      },
    },
  },
  entityConfig,
);
export type CatalogueImportItem = EntityItem<typeof CatalogueImportEntity>;
