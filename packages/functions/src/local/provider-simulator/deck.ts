import type { ServerResponse } from "node:http";
import type { ProviderModule, SimRequest } from "./module";

const slides = [
  ["Greenline POS", "Point of sale and back office for licensed cannabis retail."],
  ["Sell", "A fast register with lots, limits and compliance checks at every sale."],
  ["Stock", "Every change through one ledger: receipts, transfers, audits and conversions."],
  ["Report", "Daily rollups: a year of sales in a second, by location, product and employee."],
];

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Greenline POS — presentation</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#0f3d2e;color:#fff}
section{min-height:100vh;display:flex;flex-direction:column;justify-content:center;padding:0 10vw;box-sizing:border-box;border-bottom:1px solid #1f5e48}
h1{font-size:3rem;margin:0 0 1rem}p{font-size:1.4rem;max-width:40rem;opacity:.9}
</style></head><body>
${slides.map(([title, text]) => `<section><h1>${title}</h1><p>${text}</p></section>`).join("\n")}
</body></html>`;

/**
 * The sample presentation /deck embeds locally (DECK_URL points here): a page that may be framed, as a hosted
 * slide deck's embed address is. Any path below /deck answers it.
 */
export class DeckSimulator implements ProviderModule {
  readonly prefix = "/deck";

  handle(_request: SimRequest, response: ServerResponse): void {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(page);
  }
}
