import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInApp } from "@/testing/render-in-app";
import { CursorPagination } from "./cursor-pagination";
import { useCursorPagination } from "./use-pagination";

/** Three pages of a cursor list: the key of a page is its number, the last page has no next key. */
function ThreePages() {
  const paging = useCursorPagination<number>();
  const page = paging.key ?? 1;
  const nextKey = page < 3 ? page + 1 : undefined;
  return (
    <>
      <p>Page {page}</p>
      <CursorPagination paging={paging} nextKey={nextKey} />
    </>
  );
}

const button = (name: string) => screen.getByRole("button", { name });

describe("CursorPagination", () => {
  it("walks forward by the page's next key, back by the earlier keys, and stops where there is none", async () => {
    const user = userEvent.setup();
    renderInApp(<ThreePages />);
    expect(await screen.findByText("Page 1")).toBeTruthy();
    expect(button("Previous page").hasAttribute("disabled")).toBe(true);
    await user.click(button("Next page"));
    await user.click(button("Next page"));
    expect(screen.getByText("Page 3")).toBeTruthy();
    expect(button("Next page").hasAttribute("disabled")).toBe(true);
    await user.click(button("Previous page"));
    expect(screen.getByText("Page 2")).toBeTruthy();
    await user.click(button("First page"));
    expect(screen.getByText("Page 1")).toBeTruthy();
  });

  it("disables every control while a page loads", async () => {
    renderInApp(<CursorPagination paging={{ ...pagingStub(), canPrevious: true }} nextKey={2} disabled />);
    expect((await screen.findByRole("button", { name: "Next page" })).hasAttribute("disabled")).toBe(true);
    expect(button("First page").hasAttribute("disabled")).toBe(true);
  });
});

function pagingStub() {
  return {
    key: undefined,
    limit: 20,
    canPrevious: false,
    first: () => {},
    next: () => {},
    previous: () => {},
    setLimit: () => {},
  };
}
