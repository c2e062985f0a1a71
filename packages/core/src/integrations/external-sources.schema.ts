import { z } from "zod";
import { externalSourcePermissions, ZExternalSourceFields } from "./external-source.schema";

const permissionIds = externalSourcePermissions.map((permission) => permission.id) as [
  (typeof externalSourcePermissions)[number]["id"],
  ...(typeof externalSourcePermissions)[number]["id"][],
];

export const ZExternalSourceRef = z.object({ sourceId: z.string().min(1).max(40) });
export type ExternalSourceRef = z.input<typeof ZExternalSourceRef>;

export const ZCreateExternalSourceInput = ZExternalSourceFields;
export type CreateExternalSourceInput = z.input<typeof ZCreateExternalSourceInput>;
export type ExternalSourceFields = z.output<typeof ZExternalSourceFields>;

export const ZUpdateExternalSourceInput = ZExternalSourceRef.extend({ source: ZExternalSourceFields });
export type UpdateExternalSourceInput = z.input<typeof ZUpdateExternalSourceInput>;

/** The checked permissions, in the order the admin arranged them (first = index 0). */
export const ZSetExternalSourcePermissionsInput = ZExternalSourceRef.extend({
  permissionIds: z
    .array(z.enum(permissionIds))
    .max(permissionIds.length)
    .refine((ids) => new Set(ids).size === ids.length, "Each permission may be listed once"),
});
export type SetExternalSourcePermissionsInput = z.input<typeof ZSetExternalSourcePermissionsInput>;

export const externalSourceToasts = {
  createError: "An error occurred while creating an external source",
  updateError: "An error occurred while updating an external source",
  loadError: "An error occurred while loading external sources",
  uploadError: "An error occurred while uploading an image",
  permissionsUpdated: "Permissions successfully updated",
  orderUpdated: "Permission order successfully updated",
  orderError: "An error occured while updating permission orders",
  keyCopied: "API key copied to clipboard",
  notFound: "This external source does not exist.",
} as const;

export const logoContentTypes = ["image/jpeg", "image/png", "image/svg+xml"] as const;
