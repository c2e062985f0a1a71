import { httpBatchLink, httpLink, splitLink, type Operation, type TRPCLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { observable } from "@trpc/server/observable";
import superjson from "superjson";
import { maxBatchSize, travelsAlone } from "@pos/core/common/batching";
import type { AppRouter } from "@pos/functions/trpc/router";
import { answerWaitMs, boundedFetch, observedFetch } from "./request-outcomes";
import { handleSessionLoss, isSessionLoss } from "./session";
import { readStorage, storageKeys, type StorageKey } from "./storage-keys";
import { clearSupportToken, userToken, usesSupportToken } from "./support-session";
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

/** The token a call of this key is sent with now (a support session's token stands in for the admin's). */
const tokenOf = (tokenKey: StorageKey): string | null =>
  tokenKey === storageKeys.authToken ? userToken() : readStorage(tokenKey);

/** Credential checks and account calls travel alone (the server refuses them in a batch); queries share requests. */
function linkWith(tokenKey: StorageKey, send: typeof fetch = observedFetch) {
  const options = {
    url: apiUrl(),
    transformer: superjson,
    fetch: send,
    headers: () => {
      const token = tokenOf(tokenKey);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  };
  return splitLink<AppRouter>({
    condition: travelsAlone,
    true: httpLink(options),
    false: httpBatchLink({ ...options, maxItems: maxBatchSize }),
  });
}

const sessionLossLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const sent = tokenOf(tokenKeyFor(op));
      return next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          // A 401 for a call sent without a token, or for a token this tab signed out or replaced meanwhile, is not
          // the current session's loss (a screen still refetching while the log-in page loads after a sign-out).
          if (
            !isSessionLoss(op.path, error.data?.httpStatus) ||
            sent === null ||
            tokenOf(tokenKeyFor(op)) !== sent
          ) {
            observer.error(error);
            return;
          }
          // A support session that ended is only this tab's: the admin's own token stays.
          if (tokenKeyFor(op) === storageKeys.authToken && usesSupportToken()) {
            clearSupportToken();
            window.location.replace("/admin");
          } else {
            handleSessionLoss(tokenKeyFor(op));
          }
          observer.error(error);
        },
      });
    });

/** A card terminal's sale waits for the customer (its own, longer bound on the server): not the register's wait. */
const waitsForCustomer = (op: Operation): boolean => op.path.startsWith("terminals.");

/**
 * The register's calls wait a bounded time for an answer (a server that takes the connection and never answers
 * counts as offline); the dashboard's keep the browser's wait (long reports and exports).
 */
function registerLink() {
  return splitLink<AppRouter>({
    condition: waitsForCustomer,
    true: linkWith(storageKeys.deviceAuthToken),
    false: linkWith(storageKeys.deviceAuthToken, boundedFetch(answerWaitMs)),
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      sessionLossLink,
      splitLink({
        condition: (op) => tokenKeyFor(op) === storageKeys.deviceAuthToken,
        true: registerLink(),
        false: linkWith(storageKeys.authToken),
      }),
    ],
  });
}
