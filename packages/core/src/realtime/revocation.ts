import { Connection, SessionConnection, type ConnectionItem } from "./connection.entity";
import { dropConnection } from "./management";

type ConnectionRef = Pick<ConnectionItem, "companyId" | "connectionId" | "sessionHash">;

/** Deletes connections and their links to their sessions; nothing is published to them again. */
export async function forgetConnections(connections: ConnectionRef[]): Promise<void> {
  if (connections.length === 0) return;
  await Promise.all([
    Connection.delete(connections.map(({ companyId, connectionId }) => ({ companyId, connectionId }))).go(),
    SessionConnection.delete(
      connections.map(({ sessionHash, connectionId }) => ({ sessionHash, connectionId })),
    ).go(),
  ]);
}

/**
 * Closes every socket opened with these sessions, called after the sessions are deleted. A socket opens only while
 * its session exists (a transaction with a check, see openConnection), so none can slip in after this query.
 * The items go first: even when closing a socket fails, no event is published to it again.
 */
export async function closeSessionConnections(sessionHashes: string[]): Promise<number> {
  const links = (
    await Promise.all(
      sessionHashes.map((sessionHash) =>
        SessionConnection.query.bySession({ sessionHash }).go({ pages: "all", consistent: true }),
      ),
    )
  ).flatMap((result) => result.data);
  if (links.length === 0) return 0;
  await forgetConnections(links);
  const closed = await Promise.allSettled(links.map(({ connectionId }) => dropConnection(connectionId)));
  for (const result of closed) {
    if (result.status === "rejected") console.error("closing a revoked socket failed", result.reason);
  }
  return links.length;
}
