import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { brand } from "@/lib/brand";

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null || !("title" in handle)) return undefined;
  return typeof handle.title === "string" ? handle.title : undefined;
}

/** Keeps the document title in step with the screen shown. */
export function AppRoot() {
  const matches = useMatches();
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean);

  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : brand.name;
  }, [title]);

  return <Outlet />;
}
