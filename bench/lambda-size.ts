/**
 * bench/lambda-size: each Lambda handler bundled as SST deploys it, with its raw and zipped size against the
 * 3 MB zipped budget (tests/infra/lambda-size.test.ts fails the build above it).
 */
import { bundleLambda, lambdaHandlers, zippedBudgetBytes } from "./support/lambda-bundle";

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

let over = 0;
for (const handler of lambdaHandlers) {
  const bundle = await bundleLambda(handler);
  const share = bundle.zippedBytes / zippedBudgetBytes;
  if (share > 1) over += 1;
  console.log(
    `${handler.padEnd(52)}raw ${megabytes(bundle.rawBytes).padStart(9)}  zipped ${megabytes(bundle.zippedBytes).padStart(9)}  ratio ${share.toFixed(2)} of ${megabytes(zippedBudgetBytes)}`,
  );
}
process.exitCode = over > 0 ? 1 : 0;
