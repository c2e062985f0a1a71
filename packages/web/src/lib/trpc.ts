import { httpBatchLink, splitLink, type Operation, type TRPCLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { observable } from "@trpc/server/observable";
import superjson from "superjson";
import type { AppRouter } from "@pos/functions/trpc/router";
import { observedFetch } from "./request-outcomes";
import { handleSessionLoss, isSessionLoss } from "./session";
import { readStorage, storageKeys, type StorageKey } from "./storage-keys";
import { surfaceOf, tokenKeyOf } from "./surface";

export const trpc = createTRPCReact<AppRouter>();

/**
 * Calls carry the device token on POS pages and the user token elsewhere. A call can pick
 * one explicitly with `trpc: { context: { token: "device" | "auth" } }` (the log-in page does).
 */
function tokenKeyFor(op: Operation): StorageKey {
  const choice = op.context.token;
  if (choice === "device") return storageKeys.deviceAuthToken;
  if (choice === "auth") return storageKeys.authToken;
  return tokenKeyOf(surfaceOf(window.location.pathname));
}

function apiUrl(): string {
  const host = readStorage(storageKeys.apiHostOverride) ?? import.meta.env.VITE_API_URL ?? "";
  return `${host.replace(/\/$/, "")}/trpc`;
}

function batchLinkWith(tokenKey: StorageKey) {
  return httpBatchLink<AppRouter>({
    url: apiUrl(),
    transformer: superjson,
    fetch: observedFetch,
    headers: () => {
      const token = readStorage(tokenKey);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
}

const sessionLossLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          if (isSessionLoss(op.path, error.data?.httpStatus)) handleSessionLoss(tokenKeyFor(op));
          observer.error(error);
        },
      }),
    );

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      sessionLossLink,
      splitLink({
        condition: (op) => tokenKeyFor(op) === storageKeys.deviceAuthToken,
        true: batchLinkWith(storageKeys.deviceAuthToken),
        false: batchLinkWith(storageKeys.authToken),
      }),
    ],
  });
}
