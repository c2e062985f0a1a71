import { describe, expect, it } from "vitest";
import { imageFileProblem, isFileKey, moveImage } from "./images";

describe("product images", () => {
  it("tells uploaded keys from full URLs", () => {
    expect(isFileKey("companies/1000/abc/bud.png")).toBe(true);
    expect(isFileKey("https://cdn.example.com/bud.png")).toBe(false);
    expect(isFileKey("HTTP://cdn.example.com/bud.png")).toBe(false);
  });

  it("moves an image, making it the main one at position 0", () => {
    expect(moveImage(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveImage(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveImage(["a", "b"], 1, 5)).toEqual(["a", "b"]);
  });

  it("accepts images up to 10 MB only", () => {
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: "a.pdf", type: "application/pdf", size: 1000 })).toBe(
      "a.pdf is not a PNG, JPEG, WebP or GIF image.",
    );
    expect(imageFileProblem({ name: "big.jpg", type: "image/jpeg", size: 11 * 1024 * 1024 })).toBe(
      "big.jpg is larger than 10 MB.",
    );
  });
});
