import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown";

describe("banner markdown", () => {
  it("reads bold, italic, links and line breaks", () => {
    expect(parseMarkdown("Closed **Monday**\nsee [hours](https://example.com/h) _soon_")).toEqual([
      { kind: "text", text: "Closed " },
      { kind: "strong", children: [{ kind: "text", text: "Monday" }] },
      { kind: "break" },
      { kind: "text", text: "see " },
      { kind: "link", href: "https://example.com/h", children: [{ kind: "text", text: "hours" }] },
      { kind: "text", text: " " },
      { kind: "em", children: [{ kind: "text", text: "soon" }] },
    ]);
  });

  it("keeps HTML and unsafe links as plain text", () => {
    expect(parseMarkdown("<img src=x onerror=alert(1)> [x](javascript:alert(1))")).toEqual([
      { kind: "text", text: "<img src=x onerror=alert(1)> [x](javascript:alert(1))" },
    ]);
  });

  it("nests emphasis inside bold and link text", () => {
    expect(parseMarkdown("**a _b_**")).toEqual([
      {
        kind: "strong",
        children: [
          { kind: "text", text: "a " },
          { kind: "em", children: [{ kind: "text", text: "b" }] },
        ],
      },
    ]);
  });
});
