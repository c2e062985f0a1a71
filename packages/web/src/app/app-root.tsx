import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { PageNotFound } from "@/components/layout/page-not-found";
import { brand } from "@/lib/brand";
import { hasBadRouteParams } from "./routes";

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null || !("title" in handle)) return undefined;
  return typeof handle.title === "string" ? handle.title : undefined;
}

/** Keeps the document title in step with the screen shown; an address with a malformed parameter is not found. */
export function AppRoot() {
  const matches = useMatches();
  const notFound = hasBadRouteParams(matches.at(-1)?.params ?? {});
  const title = notFound ? "Page not found" : matches.map((match) => titleOf(match.handle)).findLast(Boolean);

  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : brand.name;
  }, [title]);

  return notFound ? <PageNotFound /> : <Outlet />;
}
