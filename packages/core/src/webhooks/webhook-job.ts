import { deliverDue } from "./deliver-due";
import { fanOutPendingEvents } from "./fan-out";

/** The "webhooks" job (every minute): fan new events out, then attempt what is due. */
export async function runWebhookJob() {
  const fannedOut = await fanOutPendingEvents();
  const delivered = await deliverDue();
  return { ...fannedOut, ...delivered };
}
