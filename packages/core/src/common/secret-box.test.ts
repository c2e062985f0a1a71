import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box";

describe("secret box", () => {
  it("seals with a fresh nonce and opens only what it sealed", () => {
    const sealed = sealSecret("client-secret-1");
    expect(sealed).not.toContain("client-secret-1");
    expect(sealSecret("client-secret-1")).not.toBe(sealed);
    expect(openSecret(sealed)).toBe("client-secret-1");
    const [version, iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSecret([version, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
  });
});
