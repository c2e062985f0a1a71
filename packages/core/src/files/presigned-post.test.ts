import { describe, expect, it } from "vitest";
import { uploadUses } from "./files.schema";
import { postPolicyFields, signPolicy, type PostPolicyInput } from "./presigned-post";
import { safeFileName } from "./storage";

type Condition = Record<string, string> | [string, string | number, string | number];

/**
 * What S3 checks on a browser upload (AWS "Creating a POST policy"): the policy has not expired; every form field
 * other than the policy, the signature and the file is named by a condition; every condition holds (exact match,
 * `starts-with`, and `content-length-range` on the file's size). Field names are compared without case.
 */
function s3Accepts(
  fields: Record<string, string>,
  upload: { size: number; overrides?: Record<string, string> },
  at: Date,
) {
  const policy = JSON.parse(Buffer.from(fields.Policy ?? "", "base64").toString("utf8")) as {
    expiration: string;
    conditions: Condition[];
  };
  if (new Date(policy.expiration) <= at) return false;
  const sent = Object.fromEntries(
    Object.entries({ ...fields, ...upload.overrides }).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const named = new Set<string>(["policy", "x-amz-signature", "bucket"]);
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition;
      if (operator === "content-length-range") {
        if (upload.size < Number(first) || upload.size > Number(second)) return false;
        continue;
      }
      const name = String(first).replace(/^\$/, "").toLowerCase();
      named.add(name);
      if (operator === "eq" && sent[name] !== second) return false;
      if (operator === "starts-with" && !String(sent[name] ?? "").startsWith(String(second))) return false;
      continue;
    }
    for (const [name, value] of Object.entries(condition)) {
      named.add(name.toLowerCase());
      if (name !== "bucket" && sent[name.toLowerCase()] !== value) return false;
    }
  }
  return Object.keys(sent).every((name) => named.has(name));
}

const signedAt = new Date("2026-11-25T10:00:00.000Z");
const input: PostPolicyInput = {
  bucket: "pos-uploads",
  key: "companies/7/0b5f/label.png",
  contentType: "image/png",
  maxBytes: uploadUses.productImage.maxBytes,
  signedAt,
  expiresAt: new Date(signedAt.getTime() + 15 * 60_000),
  region: "ca-central-1",
  credentials: {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  },
};
const later = new Date(signedAt.getTime() + 60_000);

describe("signed upload forms", () => {
  it("signs as AWS Signature Version 4 does (a published POST policy example)", () => {
    const policy =
      "eyJleHBpcmF0aW9uIjoiMjAxMy0wOC0wNlQxMjowMDowMC4wMDBaIiwiY29uZGl0aW9ucyI6W3siYWNsIjoicHVibGljLXJlYWQifSxbInN0YXJ0cy13aXRoIiwiJENvbnRlbnQtVHlwZSIsImltYWdlLyJdLFsic3RhcnRzLXdpdGgiLCIka2V5IiwidXNlci91c2VyMS8iXSxbInN0YXJ0cy13aXRoIiwiJHgtYW16LW1ldGEtdGFnIiwiIl0seyJ4LWFtei1tZXRhLXV1aWQiOiIxNDM2NTEyMzY1MTI3NCJ9LHsiYnVja2V0IjoiZXhhbXBsZWJ1Y2tldCJ9LHsieC1hbXotYWxnb3JpdGhtIjoiQVdTNC1ITUFDLVNIQTI1NiJ9LHsieC1hbXotY3JlZGVudGlhbCI6IkFLSUFJT1NGT0ROTjdFWEFNUExFLzIwMTMwODA2L3VzLWVhc3QtMS9zMy9hd3M0X3JlcXVlc3QifSx7IngtYW16LWRhdGUiOiIyMDEzMDgwNlQxMjAwMDBaIn1dfQ==";
    expect(signPolicy(policy, "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "20130806", "us-east-1")).toBe(
      "5bc8a7be4a6fc6445b94d0f4096f8cf3dfa00303529f8a68ea7dc0c23bb83cd9",
    );
  });

  it("gives the form's fields, signed over the policy that names them", () => {
    const fields = postPolicyFields(input);
    expect(fields).toMatchObject({
      key: input.key,
      "Content-Type": "image/png",
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
      "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20261125/ca-central-1/s3/aws4_request",
      "X-Amz-Date": "20261125T100000Z",
    });
    expect(fields["X-Amz-Signature"]).toBe(
      signPolicy(fields.Policy ?? "", input.credentials.secretAccessKey, "20261125", "ca-central-1"),
    );
    const policy = JSON.parse(Buffer.from(fields.Policy ?? "", "base64").toString("utf8")) as {
      expiration: string;
      conditions: Condition[];
    };
    expect(policy.expiration).toBe("2026-11-25T10:15:00.000Z");
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 10 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual({ bucket: "pos-uploads" });
  });

  it("is accepted for the file it was signed for, and refused for 20 MB, text/html, another key or too late", () => {
    const fields = postPolicyFields(input);
    expect(s3Accepts(fields, { size: 2_000 }, later)).toBe(true);
    expect(s3Accepts(fields, { size: 20 * 1024 * 1024 }, later)).toBe(false);
    expect(s3Accepts(fields, { size: 0 }, later)).toBe(false);
    expect(s3Accepts(fields, { size: 2_000, overrides: { "Content-Type": "text/html" } }, later)).toBe(false);
    expect(s3Accepts(fields, { size: 2_000, overrides: { key: "companies/8/x/label.png" } }, later)).toBe(
      false,
    );
    expect(s3Accepts(fields, { size: 2_000, overrides: { "x-amz-meta-extra": "1" } }, later)).toBe(false);
    expect(s3Accepts(fields, { size: 2_000 }, new Date(signedAt.getTime() + 16 * 60_000))).toBe(false);
  });

  it("names the session token and a fixed Content-Disposition in the policy when given", () => {
    const fields = postPolicyFields({
      ...input,
      contentType: "image/svg+xml",
      contentDisposition: "attachment",
      credentials: { ...input.credentials, sessionToken: "session-token" },
    });
    expect(fields).toMatchObject({
      "Content-Disposition": "attachment",
      "X-Amz-Security-Token": "session-token",
    });
    expect(s3Accepts(fields, { size: 500 }, later)).toBe(true);
    expect(s3Accepts(fields, { size: 500, overrides: { "Content-Disposition": "inline" } }, later)).toBe(
      false,
    );
  });
});

describe("stored file names", () => {
  it.each([
    ["../../etc/passwd.png", "image/png", "etc-passwd.png"],
    ["..png", "image/png", "file.png"],
    ["Blue Dream label.png", "image/png", "Blue-Dream-label.png"],
    ["page.html", "image/png", "page.png"],
    ["photo.JPEG", "image/jpeg", "photo.jpg"],
    ["a/b\\c..d.csv", "text/csv", "a-b-c-d.csv"],
    ["café.pdf", "application/pdf", "cafe.pdf"],
  ])("%s (%s) is stored as %s", (name, type, stored) => {
    expect(safeFileName(name, type)).toBe(stored);
    expect(stored).not.toContain("..");
  });
});
