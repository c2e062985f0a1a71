import { describe, expect, it } from "vitest";
import { saleKeyAction } from "./use-sale-keys";

const key = (name: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("the sale screen's keys", () => {
  it("pays with F9 or Ctrl+Enter and searches with F2 even from a field", () => {
    expect(saleKeyAction(key("F9"), true)).toBe("pay");
    expect(saleKeyAction(key("Enter", { ctrlKey: true }), true)).toBe("pay");
    expect(saleKeyAction(key("F2"), true)).toBe("focusSearch");
    expect(saleKeyAction(key("Enter"), false)).toBeNull();
  });

  it("acts on the selected line with +, − and Delete only outside a field", () => {
    expect(saleKeyAction(key("+"), false)).toBe("increase");
    expect(saleKeyAction(key("-"), false)).toBe("decrease");
    expect(saleKeyAction(key("Delete"), false)).toBe("remove");
    expect(saleKeyAction(key("/"), false)).toBe("focusSearch");
    for (const name of ["+", "-", "Delete", "/"]) expect(saleKeyAction(key(name), true)).toBeNull();
    expect(saleKeyAction(key("-", { ctrlKey: true }), false)).toBeNull();
  });
});
