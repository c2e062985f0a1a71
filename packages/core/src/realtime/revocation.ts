import { Connection, SessionConnection } from "./connection.entity";
import { dropConnection } from "./publisher";

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
  await Connection.delete(links.map(({ companyId, connectionId }) => ({ companyId, connectionId }))).go();
  await SessionConnection.delete(
    links.map(({ sessionHash, connectionId }) => ({ sessionHash, connectionId })),
  ).go();
  const closed = await Promise.allSettled(links.map(({ connectionId }) => dropConnection(connectionId)));
  for (const result of closed) {
    if (result.status === "rejected") console.error("closing a revoked socket failed", result.reason);
  }
  return links.length;
}
