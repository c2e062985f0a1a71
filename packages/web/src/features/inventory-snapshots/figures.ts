const quantityFormat = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

export const formatUnits = (units: number): string => quantityFormat.format(units);

/** Who took a snapshot, as the list shows it. */
export const takerLabel = (takenBy: { kind: "job" | "user"; name: string }): string =>
  takenBy.kind === "job" ? "Nightly job" : takenBy.name;
