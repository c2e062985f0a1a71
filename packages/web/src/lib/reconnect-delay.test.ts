import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./reconnect-delay";

describe("reconnectDelay", () => {
  it("starts at 4000 ms and grows by a factor of 1.2", () => {
    expect(reconnectDelay(0)).toBe(4000);
    expect(reconnectDelay(1)).toBe(4800);
    expect(reconnectDelay(2)).toBe(5760);
    expect(reconnectDelay(3)).toBe(6912);
  });

  it("never exceeds 7000 ms", () => {
    expect(reconnectDelay(4)).toBe(7000);
    expect(reconnectDelay(50)).toBe(7000);
  });

  it("treats negative or fractional attempts as the nearest valid attempt", () => {
    expect(reconnectDelay(-3)).toBe(4000);
    expect(reconnectDelay(1.7)).toBe(4800);
  });
});
