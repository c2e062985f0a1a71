import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { randomUUID } from "node:crypto";
import { now } from "../common/clock";
import type { PresignedUpload } from "./files.schema";
import { postPolicyFields } from "./presigned-post";

const endpoint = process.env.S3_ENDPOINT;

/** Presigning with WHEN_REQUIRED: the default adds a CRC32 of an empty body that real S3 rejects on upload. */
export const s3 = new S3Client({
  region: process.env.AWS_REGION ?? "ca-central-1",
  requestChecksumCalculation: "WHEN_REQUIRED",
  responseChecksumValidation: "WHEN_REQUIRED",
  ...(endpoint
    ? {
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      }
    : {}),
});

export const bucketName = (): string => process.env.BUCKET_NAME ?? "pos-uploads";

export const uploadExpirySeconds = 15 * 60;

/** The extension a stored file gets from its (signed) content type, whatever the name it was chosen under. */
const extensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "text/csv": "csv",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
};

/** A name safe in a key: letters, digits, `_` and `-` (so never `..` or `/`), and the content type's extension. */
export function safeFileName(fileName: string, contentType: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(-80);
  return `${stem || "file"}.${extensions[contentType] ?? "bin"}`;
}

/** Files of a company live under its own prefix; the key is chosen by the server, never by the client. */
export function companyFileKey(companyId: number, fileName: string, contentType: string): string {
  return `companies/${companyId}/${randomUUID()}/${safeFileName(fileName, contentType)}`;
}

/** Files of the platform itself (admin uploads such as external source logos), outside every company. */
export function platformFileKey(folder: string, fileName: string, contentType: string): string {
  return `platform/${folder}/${randomUUID()}/${safeFileName(fileName, contentType)}`;
}

/** Where the form is posted: the bucket on the local endpoint (path style), or the bucket's own S3 host. */
async function bucketUrl(): Promise<string> {
  if (endpoint) return `${endpoint}/${bucketName()}`;
  return `https://${bucketName()}.s3.${await s3.config.region()}.amazonaws.com`;
}

export interface UploadRule {
  contentType: string;
  maxBytes: number;
  contentDisposition?: string;
}

/** A signed form upload of exactly this key, content type and size range, valid for 15 minutes. */
export async function presignUpload(key: string, rule: UploadRule): Promise<PresignedUpload> {
  const signedAt = now();
  const fields = postPolicyFields({
    bucket: bucketName(),
    key,
    ...rule,
    signedAt,
    expiresAt: new Date(signedAt.getTime() + uploadExpirySeconds * 1000),
    region: await s3.config.region(),
    credentials: await s3.config.credentials(),
  });
  return { key, url: await bucketUrl(), fields };
}

/** A download link; `attachment` makes the browser save the file instead of opening it as a page. */
export async function presignDownload(
  key: string,
  options: { expiresIn?: number; attachment?: boolean } = {},
): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: bucketName(),
    Key: key,
    ...(options.attachment ? { ResponseContentDisposition: "attachment" } : {}),
  });
  return getSignedUrl(s3, command, { expiresIn: options.expiresIn ?? 3600 });
}
