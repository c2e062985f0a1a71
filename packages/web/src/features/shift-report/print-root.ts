import "./print-root.css";

export type PrintLayout = "page" | "receipt";

/**
 * Marks the element that gets printed. While one is on the page, printing shows only it (everything around
 * it is hidden and its containers, dialogs included, are flattened) on the paper of its layout: Letter for
 * "page", an 80 mm roll for "receipt" (print-root.css).
 */
export const printRoot = (layout: PrintLayout) => ({ "data-print-root": "", "data-print-layout": layout });
