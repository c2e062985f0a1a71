import { createHmac } from "node:crypto";

/**
 * S3's browser upload (POST with a signed policy, AWS Signature Version 4). Unlike a presigned PUT, which signs
 * little more than the host, the policy names the exact key, the Content-Type and the allowed size range, and S3
 * refuses an upload that breaches any of them. Written here because `@aws-sdk/s3-presigned-post` is not installed;
 * the signature is checked against a published example in presigned-post.test.ts.
 */
export interface PostPolicyInput {
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  /** Stored with the object and sent on every download, e.g. `attachment` for SVG. */
  contentDisposition?: string;
  expiresAt: Date;
  signedAt: Date;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac("sha256", key).update(data).digest();

const amzDate = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The hex HMAC of the base64 policy under the day's signing key for S3 in the region. */
export function signPolicy(
  base64Policy: string,
  secretAccessKey: string,
  day: string,
  region: string,
): string {
  const signingKey = ["s3", "aws4_request"].reduce(
    (key: Buffer, part) => hmac(key, part),
    hmac(hmac(`AWS4${secretAccessKey}`, day), region),
  );
  return createHmac("sha256", signingKey).update(base64Policy).digest("hex");
}

/** The form fields of one upload: each is named by a condition of the policy, as S3 requires. */
export function postPolicyFields(input: PostPolicyInput): Record<string, string> {
  const date = amzDate(input.signedAt);
  const day = date.slice(0, 8);
  const signed: Record<string, string> = {
    key: input.key,
    "Content-Type": input.contentType,
    ...(input.contentDisposition ? { "Content-Disposition": input.contentDisposition } : {}),
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": `${input.credentials.accessKeyId}/${day}/${input.region}/s3/aws4_request`,
    "X-Amz-Date": date,
    ...(input.credentials.sessionToken ? { "X-Amz-Security-Token": input.credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: input.expiresAt.toISOString(),
    conditions: [
      { bucket: input.bucket },
      ...Object.entries(signed).map(([name, value]) => ({ [name]: value })),
      ["content-length-range", 1, input.maxBytes],
    ],
  };
  const base64Policy = Buffer.from(JSON.stringify(policy)).toString("base64");
  return {
    ...signed,
    Policy: base64Policy,
    "X-Amz-Signature": signPolicy(base64Policy, input.credentials.secretAccessKey, day, input.region),
  };
}
