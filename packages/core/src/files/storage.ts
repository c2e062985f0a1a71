import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { randomUUID } from "node:crypto";

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

const safeFileName = (fileName: string): string =>
  fileName
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(-80) || "file";

/** Files of a company live under its own prefix; the key is chosen by the server, never by the client. */
export function companyFileKey(companyId: number, fileName: string): string {
  return `companies/${companyId}/${randomUUID()}/${safeFileName(fileName)}`;
}

/** Files of the platform itself (admin uploads such as external source logos), outside every company. */
export function platformFileKey(folder: string, fileName: string): string {
  return `platform/${folder}/${randomUUID()}/${safeFileName(fileName)}`;
}

export async function presignUpload(key: string, contentType: string): Promise<string> {
  return getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ContentType: contentType,
    }),
    {
      expiresIn: uploadExpirySeconds,
    },
  );
}

export async function presignDownload(key: string, expiresIn = 3600): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucketName(), Key: key }), { expiresIn });
}
