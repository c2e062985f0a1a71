import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { bucketName, presignUpload, s3 } from "../files/storage";
import type { PresignedUpload } from "../files/files.schema";
import { contentTypeOf, importLimits } from "../imports/import-files.schema";
import {
  catalogueFileLimits,
  catalogueMessages,
  extensionOf,
  ZStartImportInput,
  ZUploadCatalogueInput,
  type CatalogueImportView,
  type CatalogueProvince,
  type ChangeSet,
} from "./catalogue-product.schema";
import { CatalogueImportEntity, type CatalogueImportItem } from "./catalogue-import.entity";
import type { CatalogueKind } from "./catalogue-store";
import type { z } from "zod";

const folderOf = (kind: CatalogueKind, province: CatalogueProvince): string =>
  `platform/catalogues/${kind}/${province}/`;

export function viewOf(item: CatalogueImportItem): CatalogueImportView {
  const total = item.adds + item.updates;
  return {
    importId: item.importId,
    kind: item.kind,
    province: item.province,
    fileName: item.fileName,
    status: item.status,
    rows: item.rows,
    adds: item.adds,
    updates: item.updates,
    unchanged: item.unchanged,
    skipped: item.skipped,
    problems: item.problems,
    error: item.error ?? null,
    chunks: Math.ceil(total / catalogueFileLimits.chunkSize),
    savedChunks: [...item.savedChunks].sort((a, b) => a - b),
    createDate: item.createDate,
  };
}

/** A signed upload of one .csv or .xlsx file of at most 25 MB into the province's upload folder. */
export async function createCatalogueUploadUrl(
  kind: CatalogueKind,
  input: z.input<typeof ZUploadCatalogueInput>,
): Promise<PresignedUpload & { fileName: string }> {
  const { province, fileName } = ZUploadCatalogueInput.parse(input);
  const extension = extensionOf(fileName);
  if (!extension) throw new AppError("INVALID_INPUT", catalogueMessages.invalidExtension);
  const stem =
    fileName
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w-]+/g, "-")
      .slice(0, 80) || "catalogue";
  const key = `${folderOf(kind, province)}${randomUUID()}/${stem}.${extension}`;
  const upload = await presignUpload(key, {
    contentType: contentTypeOf(fileName),
    maxBytes: importLimits.maxBytes,
  });
  return { ...upload, fileName: `${stem}.${extension}` };
}

export async function findImport(importId: string): Promise<CatalogueImportItem> {
  const { data } = await CatalogueImportEntity.get({ importId }).go();
  if (!data) throw new AppError("NOT_FOUND", catalogueMessages.importNotFound);
  return data;
}

/** Records an uploaded file for the worker; only a key this province's upload URL handed out is accepted. */
export async function recordCatalogueUpload(
  kind: CatalogueKind,
  input: z.input<typeof ZStartImportInput>,
  byUserId: string,
): Promise<CatalogueImportItem> {
  const { province, key, fileName } = ZStartImportInput.parse(input);
  const extension = extensionOf(key);
  if (!key.startsWith(folderOf(kind, province)) || key.includes("..") || !extension)
    throw new AppError("INVALID_INPUT", catalogueMessages.fileNotUploaded);
  const at = nowIso();
  const { data } = await CatalogueImportEntity.create({
    importId: randomUUID(),
    kind,
    province,
    fileName,
    fileKey: key,
    status: "queued",
    byUserId,
    createDate: at,
    updateDate: at,
  }).go();
  return data as CatalogueImportItem;
}

export async function recentImports(kind: CatalogueKind): Promise<CatalogueImportView[]> {
  const { data } = await CatalogueImportEntity.query.recent({ kind }).go({ order: "desc", limit: 10 });
  return data.map(viewOf);
}

const changeSetKeyOf = (item: Pick<CatalogueImportItem, "kind" | "province" | "importId">): string =>
  `${folderOf(item.kind, item.province)}change-sets/${item.importId}.json`;

export async function storeChangeSet(item: CatalogueImportItem, changeSet: ChangeSet): Promise<string> {
  const key = changeSetKeyOf(item);
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      Body: JSON.stringify(changeSet),
      ContentType: "application/json",
    }),
  );
  return key;
}

export async function loadChangeSet(item: CatalogueImportItem): Promise<ChangeSet> {
  if (!item.changeSetKey) throw new AppError("INVALID_INPUT", catalogueMessages.notReady);
  const object = await s3.send(new GetObjectCommand({ Bucket: bucketName(), Key: item.changeSetKey }));
  return JSON.parse((await object.Body?.transformToString("utf-8")) ?? "{}") as ChangeSet;
}
