// Issue 22: the dashboard's contact page and the public /deck presentation page.
import { expect, test } from "@playwright/test";
import { reviewShot } from "./fixtures";
import { dashboardPath, freshStore } from "./settings-rest-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("contact: validation, then the message reaches support with the company and the user, and is confirmed", async ({
  page,
  request,
}) => {
  const store = await freshStore(page, request, "contact");
  await page.goto(dashboardPath(store.companyId, "contact"));
  await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
  await expect(page.getByText(`Sent as ${store.email} for ${store.companyName}.`)).toBeVisible();

  await page.getByRole("textbox", { name: "Message" }).fill("Help");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter a subject")).toBeVisible();
  await expect(page.getByText("Tell us a little more (at least 10 characters)")).toBeVisible();

  const subject = `Scale ${store.companyId}`;
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("The scale at the counter does not send weights.");
  await reviewShot(page, "contact-form");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").getByText("Message sent")).toBeVisible();
  await expect(page.getByText("Your message was sent to our support team")).toBeVisible();
  await reviewShot(page, "contact-sent");

  const mails = (await (await request.get("/dev/mailbox.json?to=support@greenline.local")).json()) as {
    subject: string;
    text: string;
  }[];
  const mail = mails.find((entry) => entry.subject.endsWith(subject));
  expect(mail?.subject).toBe(`[Contact] ${store.companyName} (#${store.companyId}): ${subject}`);
  expect(mail?.text).toContain(`<${store.email}>`);
});

test("deck: the presentation is embedded 720 px high from its configured address, which the CSP allows", async ({
  page,
}) => {
  const response = await page.goto("/deck");
  const frame = page.getByTitle("Presentation");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("height", "720");
  expect((await frame.boundingBox())?.height).toBe(720);
  const src = (await frame.getAttribute("src")) ?? "";
  expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/deck\/$/);
  expect(response?.headers()["content-security-policy"]).toContain(`frame-src 'self' ${new URL(src).origin}`);
  await expect(
    page.frameLocator('iframe[title="Presentation"]').getByRole("heading", { name: "Greenline POS" }),
  ).toBeVisible();
  await reviewShot(page, "deck");
});
