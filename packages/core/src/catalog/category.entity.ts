import { Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { categoryTypes, complianceCategories } from "./category.schema";

/** One item per category; the tree is rebuilt from `parentCategoryId` and `sortOrder` when listed. */
export const CategoryEntity = new Entity(
  {
    model: { entity: "category", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      categoryId: { type: "string", required: true },
      name: { type: "string", required: true },
      categoryType: { type: categoryTypes, required: true },
      parentCategoryId: { type: "string" },
      complianceCategoryId: { type: complianceCategories.map((entry) => entry.id) },
      sortOrder: { type: "number", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["categoryId"] },
      },
    },
  },
  entityConfig,
);
export type CategoryItem = EntityItem<typeof CategoryEntity>;
