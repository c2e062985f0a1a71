import { toast, type ExternalToast } from "sonner";

/**
 * The register's toasts sit bottom-left: its top bar holds the buttons a cashier needs next, and the cart's Pay
 * button fills the bottom right.
 */
const placed = (options?: ExternalToast): ExternalToast => ({ position: "bottom-left", ...options });

export const posToast = {
  success: (message: string, options?: ExternalToast) => toast.success(message, placed(options)),
  error: (message: string, options?: ExternalToast) => toast.error(message, placed(options)),
  info: (message: string, options?: ExternalToast) => toast.info(message, placed(options)),
  dismiss: (id: string) => toast.dismiss(id),
};
