import { describe, expect, it } from "vitest";

import { IMAGE_PLACEHOLDER_SRC, imageState } from "./image-placeholder";

describe("imageState", () => {
  it("shows the image while its src has not failed", () => {
    expect(imageState("https://cdn.example/a.png", null)).toBe("image");
    expect(imageState("https://cdn.example/a.png", "https://cdn.example/old.png")).toBe("image");
  });

  it("is broken when the current src failed", () => {
    expect(imageState("https://cdn.example/a.png", "https://cdn.example/a.png")).toBe("broken");
  });

  it("is empty without a src", () => {
    expect(imageState("", null)).toBe("empty");
    expect(imageState("  ", null)).toBe("empty");
    expect(imageState(null, null)).toBe("empty");
  });
});

describe("IMAGE_PLACEHOLDER_SRC", () => {
  it("is an inline SVG that needs no network", () => {
    expect(IMAGE_PLACEHOLDER_SRC.startsWith("data:image/svg+xml")).toBe(true);
    expect(decodeURIComponent(IMAGE_PLACEHOLDER_SRC)).not.toMatch(/href=|src=|url\(/);
  });
});
