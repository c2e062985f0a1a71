import { takeSlot } from "../auth/rate-limiter";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { sendEmail } from "../email/outbox";
import {
  contactLimits,
  contactMessages,
  contactTopics,
  ZContactFormInput,
  type ContactFormInput,
} from "./contact.schema";

/** Where contact messages go: SUPPORT_EMAIL, else a local address the dev mailbox shows. */
export const supportAddress = (): string => process.env.SUPPORT_EMAIL ?? "support@greenline.local";

const contactLimit = { scope: "contactForm", limit: contactLimits.perHour, windowMs: 3_600_000 } as const;

export interface ContactSender {
  userId: string;
  email: string;
  name: string;
}

/**
 * E-mails support the message with the company and the user who sent it (replies go to the user's address).
 * At most 5 messages an hour per user; a refused one sends nothing.
 */
export async function sendContactForm(
  input: ContactFormInput,
  from: ContactSender,
): Promise<{ sent: true; message: string }> {
  const { companyId, topic, subject, message } = ZContactFormInput.parse(input);
  const company = await getCompany(companyId);
  if (!(await takeSlot(contactLimit, from.userId)))
    throw new AppError("RATE_LIMITED", contactMessages.tooMany);
  const topicLabel = contactTopics.find((entry) => entry.value === topic)?.label ?? topic;
  await sendEmail({
    to: supportAddress(),
    subject: `[Contact] ${company.name} (#${company.id}): ${subject}`,
    text: [
      `Company: ${company.name} (id ${company.id}, ${company.province})`,
      `From: ${from.name} <${from.email}> (user ${from.userId})`,
      `Topic: ${topicLabel}`,
      `Subject: ${subject}`,
      "",
      message,
    ].join("\n"),
  });
  return { sent: true, message: contactMessages.sent };
}
