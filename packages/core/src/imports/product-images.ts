import { PutObjectCommand } from "@aws-sdk/client-s3";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isCompanyKey } from "../files/files";
import { uploadUses } from "../files/files.schema";
import { bucketName, companyFileKey, s3 } from "../files/storage";
import { isPermittedWebhookUrl } from "../webhooks/address-policy";
import { webhookAgents } from "../webhooks/pinned-lookup";

/**
 * admin.md 5: up to 5 image URLs per product are copied into our storage; an image already hosted by us is kept as
 * it is. Fetched like a webhook is sent (webhooks/address-policy.ts): public internet addresses only, checked on
 * the address actually connected to, no redirects, a time limit, at most the product image size, PNG or JPEG only.
 */

const timeoutMs = 10_000;
const imageTypes = ["image/png", "image/jpeg"];

function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const agent = url.protocol === "https:" ? webhookAgents["https:"] : webhookAgents["http:"];
    const outgoing = send(
      url,
      { method: "GET", agent, signal, headers: { "User-Agent": "pos-imports/1" } },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function download(url: URL): Promise<{ body: Buffer; contentType: string }> {
  const response = await get(url, AbortSignal.timeout(timeoutMs));
  const contentType = (response.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
  if (response.statusCode !== 200 || !imageTypes.includes(contentType)) {
    response.resume();
    throw new Error("not an image");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > uploadUses.productImage.maxBytes) {
      response.destroy();
      throw new Error("too large");
    }
    chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks), contentType };
}

/** The key of an URL of our own bucket under the company's prefix: such an image is not copied again. */
function ownKeyOf(companyId: number, image: string): string | null {
  try {
    const url = new URL(image);
    const path = decodeURIComponent(url.pathname).replace(/^\//, "");
    const key = url.hostname.startsWith(`${bucketName()}.`) ? path : path.replace(`${bucketName()}/`, "");
    return isCompanyKey(companyId, key) ? key : null;
  } catch {
    return null;
  }
}

/** The stored key of the image, or null when it cannot be fetched (the caller reports the URL to verify). */
export async function copyImage(companyId: number, image: string): Promise<string | null> {
  if (isCompanyKey(companyId, image)) return image;
  const hosted = ownKeyOf(companyId, image);
  if (hosted) return hosted;
  if (!isPermittedWebhookUrl(image)) return null;
  try {
    const url = new URL(image);
    const { body, contentType } = await download(url);
    const key = companyFileKey(companyId, url.pathname.split("/").pop() ?? "image", contentType);
    await s3.send(
      new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: body, ContentType: contentType }),
    );
    return key;
  } catch {
    return null;
  }
}
