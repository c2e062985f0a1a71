// E-mail verification by link (pos-and-accounts.md 2.7, 4, 8): checking, verified, then the server's message.
import { expect, test } from "@playwright/test";
import { holdCall, registerStore, verifyLink } from "./account-fixtures";
import { loginUrl, reviewShot } from "./fixtures";

test("the link from the welcome e-mail verifies once; used again it shows the server's message", async ({
  page,
  request,
}) => {
  const store = await registerStore(request, "verify");
  const link = await verifyLink(request, store.email);
  const verifyCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("account.verifyEmail")) verifyCalls.push(r.url());
  });

  const release = await holdCall(page, "account.verifyEmail");
  await page.goto(link);
  await expect(page.getByText("Checking link...")).toBeVisible();
  await reviewShot(page, "verify-email-checking");
  release();
  await expect(page.getByText("Your email has been successfully verified")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the homepage" })).toHaveAttribute("href", "/");
  await reviewShot(page, "verify-email-verified");
  expect(verifyCalls).toHaveLength(1);
  await page.unrouteAll();
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(loginUrl);

  await page.goto(link);
  await expect(page.getByText("This verification link has expired or was already used.")).toBeVisible();
  await expect(page.getByText("Your email has been successfully verified")).toHaveCount(0);
  await reviewShot(page, "verify-email-used");

  await page.goto("/verifyEmail");
  await expect(
    page.getByText("This verification link is incomplete. Please open the link from the email again."),
  ).toBeVisible();

  await page.getByRole("link", { name: "Go to the homepage" }).click();
  await expect(page).toHaveURL(loginUrl);
});
