import { describe, expect, it } from "vitest";
import { isChromeBrowser } from "./browser";

const agents = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  opera:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
};

describe("isChromeBrowser", () => {
  it("accepts Chrome on desktop and iOS", () => {
    expect(isChromeBrowser(agents.chrome)).toBe(true);
    expect(isChromeBrowser(agents.chromeIos)).toBe(true);
  });

  it("rejects other browsers, including Chromium-based ones", () => {
    expect(isChromeBrowser(agents.edge)).toBe(false);
    expect(isChromeBrowser(agents.opera)).toBe(false);
    expect(isChromeBrowser(agents.firefox)).toBe(false);
    expect(isChromeBrowser(agents.safari)).toBe(false);
  });
});
