import { generatePath, Navigate, useLocation, useParams } from "react-router";
import { quickBooksCallbackTarget } from "./routes";

/** Redirects to a route pattern, filling its parameters from the current match. */
export function ParamRedirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={generatePath(to, params)} replace />;
}

export function QuickBooksCallbackRedirect() {
  const { search } = useLocation();
  return <Navigate to={quickBooksCallbackTarget(search)} replace />;
}
