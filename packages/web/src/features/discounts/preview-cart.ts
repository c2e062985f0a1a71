import { useState } from "react";
import type { PickedProduct } from "./product-picker";

export type PreviewCartLine = PickedProduct & { quantity: number };

/** The preview's cart: picking a product already in it adds one more. */
export function usePreviewCart() {
  const [lines, setLines] = useState<PreviewCartLine[]>([]);
  return {
    lines,
    add: (product: PickedProduct) =>
      setLines((current) =>
        current.some((line) => line.id === product.id)
          ? current.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + 1 } : line))
          : [...current, { ...product, quantity: 1 }],
      ),
    setQuantity: (id: string, quantity: number) =>
      setLines((current) => current.map((line) => (line.id === id ? { ...line, quantity } : line))),
    remove: (id: string) => setLines((current) => current.filter((line) => line.id !== id)),
  };
}
