import { z } from "zod";

/** The dashboard's contact page (dashboard.md 2 "contact"; pos-and-accounts.md 7 POST contactForm). */

const ZCompanyId = z.number().int().positive();

export const contactTopics = [
  { value: "question", label: "A question" },
  { value: "problem", label: "Something is not working" },
  { value: "billing", label: "Billing" },
  { value: "feature", label: "A feature request" },
] as const;
export type ContactTopic = (typeof contactTopics)[number]["value"];

export const contactLimits = { subject: 120, message: 5000, perHour: 5 } as const;

export const contactMessages = {
  sent: "Thanks! Your message was sent to our support team. We will reply by e-mail.",
  tooMany: "You have sent several messages in the last hour. Please wait a little before sending another.",
} as const;

export const ZContactFields = z.object({
  topic: z.enum(contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]], {
    message: "Choose a topic",
  }),
  subject: z.string().trim().min(1, "Enter a subject").max(contactLimits.subject, "The subject is too long"),
  message: z
    .string()
    .trim()
    .min(10, "Tell us a little more (at least 10 characters)")
    .max(contactLimits.message, `At most ${contactLimits.message} characters`),
});

export const ZContactFormInput = ZContactFields.extend({ companyId: ZCompanyId });
export type ContactFormInput = z.input<typeof ZContactFormInput>;
