import { render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { SalesBars } from "./sales-charts";

// The chart's chunk cannot be fetched (the connection dropped after the page loaded).
vi.mock("./sales-bars", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

it("says a chart could not be loaded, and offers another try, instead of taking the page down", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(<SalesBars data={[{ label: "Mon", netSales: 1250 }]} />);
  expect(await screen.findByText("The chart could not be loaded")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
});
