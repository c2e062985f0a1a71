// Outreach broadcasts (issue 22; dashboard.md route table "broadcasts", flag platform customer search and
// outreach): consent recorded on the customer screen, an e-mail broadcast composed with its live audience count
// and preview, sent by the job with its counts, and the e-mail's unsubscribe link honoured.
import { expect, test } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { freshEmail, mailText, readyOwner, strongPassword, toast } from "./account-fixtures";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("compose, preview and send an e-mail broadcast to consenting customers; the unsubscribe link works", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const store = await readyOwner(request, "outreach");
  const { companyId } = store;
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await trpcMutation(
    request,
    "flags.set",
    { companyId, flag: "platformCustomerSearchAndOutreach", enabled: true },
    admin.token,
  );
  const owner = await signInUser(request, store.email, strongPassword);
  const addCustomer = (name: string) =>
    trpcMutation<{ id: string; email: string }>(
      request,
      "customers.create",
      { companyId, customer: { name, email: freshEmail(name.toLowerCase()) } },
      owner.token,
    );
  const ada = await addCustomer("Ada");
  await addCustomer("Bo");
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const base = `/company/${companyId}/dashboard`;

  // Ada tells the store she wants e-mail: recorded on her screen with where she said so.
  await page.goto(`${base}/customers/list/edit?customerId=${ada.id}`);
  const emailConsent = page.getByRole("region", { name: "E-mail consent" });
  await expect(emailConsent.getByText("Not asked")).toBeVisible();
  await pickOption(page.getByLabel("Where the customer said so"), "At the register");
  await emailConsent.getByRole("button", { name: "Record E-mail consent" }).click();
  await expect(toast(page, "Consent saved")).toBeVisible();
  await expect(emailConsent.getByText("Consented")).toBeVisible();
  await expect(emailConsent.getByText(/At the register/)).toBeVisible();
  await reviewShot(page, "outreach-consent-card");

  await page.goto(`${base}/broadcasts`);
  await expect(page.getByRole("heading", { level: 1, name: "Broadcasts" })).toBeVisible();
  await expect(page.getByText("No broadcasts yet")).toBeVisible();
  await expect(page.getByText("Cannabis promotion rules")).toBeVisible();
  await expect(page.getByTestId("audience-count")).toHaveText(
    "1 of 2 matching customers gave consent to e-mail",
  );
  await page.getByLabel("Loyalty points at least").fill("10");
  await expect(page.getByTestId("audience-count")).toHaveText(
    "0 of 0 matching customers gave consent to e-mail",
  );
  await page.getByLabel("Loyalty points at least").fill("");
  await page.getByLabel("Message").fill("We open at 9 on Saturday.");
  await expect(page.getByText("Write the subject of the e-mail")).toBeVisible();
  await page.getByLabel("Subject").fill("Weekend hours");
  const preview = page.getByTestId("broadcast-preview");
  await expect(preview).toContainText("Weekend hours");
  await expect(preview).toContainText("We open at 9 on Saturday.");
  await expect(preview).toContainText("Unsubscribe:");
  await expect(page.getByTestId("broadcast-cost")).toHaveText("1 recipient");
  await reviewShot(page, "outreach-composer");

  // As an SMS: the store's name and the opt-out around the message, its length and segments; no quota here.
  await page.getByRole("radio", { name: "SMS" }).click();
  await expect(preview).toContainText(
    `${store.companyName}: We open at 9 on Saturday. Reply STOP to opt out.`,
  );
  await expect(preview).toContainText("GSM-7 · 1 segment a message");
  await expect(page.getByTestId("broadcast-cost")).toContainText("SMS is not enabled for this company.");
  await expect(page.getByRole("button", { name: "Send broadcast" })).toBeDisabled();
  await reviewShot(page, "outreach-composer-sms");
  await page.getByRole("radio", { name: "E-mail" }).click();

  await page.getByRole("button", { name: "Send broadcast" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send now" }).click();
  await expect(toast(page, "Broadcast queued: it is being sent")).toBeVisible();
  const row = page.getByRole("row", { name: /Weekend hours/ });
  await expect(row.getByRole("cell").nth(2)).toHaveText("Sent");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await expect(row.getByRole("cell").nth(5)).toHaveText("0");
  await reviewShot(page, "outreach-broadcasts");

  const mail = await mailText(request, ada.email, /\/unsubscribe\?token=/);
  expect(mail).toContain("We open at 9 on Saturday.");
  const link = new URL(/(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Stop receiving marketing e-mail from ${store.companyName}?`)).toBeVisible();
  await reviewShot(page, "outreach-unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed.", { exact: false })).toBeVisible();

  await page.goto(`${base}/broadcasts`);
  await expect(
    page
      .getByRole("row", { name: /Weekend hours/ })
      .getByRole("cell")
      .nth(5),
  ).toHaveText("1");
  await expect(page.getByTestId("audience-count")).toHaveText(
    "0 of 2 matching customers gave consent to e-mail",
  );

  // The local SMS outbox, where the demo's SMS broadcast landed, each message with a reply box for STOP.
  await page.goto("/dev/sms");
  await expect(page.getByRole("heading", { level: 1, name: "SMS outbox" })).toBeVisible();
  await expect(page.getByText(/Reply STOP to opt out\./).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Reply as the customer" }).first()).toBeVisible();
  await reviewShot(page, "outreach-dev-sms");
});
