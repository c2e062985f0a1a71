import { mkdirSync } from "node:fs";
import S3rver from "s3rver";

export interface S3Local {
  endpoint: string;
  bucket: string;
  stop: () => Promise<void>;
}

export const uploadsBucket = "pos-uploads";

/** Browsers upload with signed forms (POST) and download with presigned URLs straight to the bucket. */
const corsConfig = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver on loopback; port 0 picks a free one. */
export async function startS3Local(options: { port: number; directory: string }): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: uploadsBucket, configs: [corsConfig] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: uploadsBucket,
    stop: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
