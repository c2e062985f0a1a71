import { BlockPublicAccess } from "aws-cdk-lib/aws-s3";
import { Bucket, type StackContext } from "sst/constructs";

export function Storage({ stack }: StackContext) {
  const bucket = new Bucket(stack, "Uploads", {
    cors: [
      {
        allowedMethods: ["POST", "GET"],
        allowedOrigins: ["*"],
        allowedHeaders: ["*"],
        exposedHeaders: ["ETag"],
        maxAge: "1 day",
      },
    ],
    cdk: { bucket: { blockPublicAccess: BlockPublicAccess.BLOCK_ALL, enforceSSL: true } },
  });
  stack.addOutputs({ BucketName: bucket.bucketName });
  return { bucket };
}
