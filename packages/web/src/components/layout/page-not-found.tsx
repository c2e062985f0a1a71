import { NotFound } from "./not-found";

/** An address the app has no page for, such as a company id that is not a number. */
export function PageNotFound() {
  return (
    <NotFound
      title="Page not found"
      message="There is no page at this address. Check the link, or start again from the beginning."
      backTo="/"
      backLabel="Go to the start"
    />
  );
}
