import { expect, test } from "@playwright/test";
import { demoDevice, demoGreenLeaf, demoPrairie } from "@pos/functions/local/demo";

/** tRPC 11 with superjson over HTTP, as the web app sends it. */
const trpcBody = (json: unknown) => ({ json });

test("the local runtime serves the API with the seeded demo log-ins", async ({ request }) => {
  const ping = await request.get("/ping");
  expect(await ping.json()).toEqual({ commit: expect.any(String) });

  for (const demo of [demoGreenLeaf, demoPrairie]) {
    const response = await request.post("/trpc/auth.signIn", {
      data: trpcBody({ email: demo.owner.email, password: demo.owner.password }),
    });
    expect(response.ok()).toBe(true);
    const { me } = (await response.json()).result.data.json;
    expect(me.companies).toEqual([{ id: expect.any(Number), name: demo.company.name }]);
  }

  const device = await request.post("/trpc/auth.deviceSignIn", {
    data: trpcBody({ deviceId: demoDevice.deviceId, password: demoDevice.password }),
  });
  expect((await device.json()).result.data.json.device).toMatchObject({
    name: demoDevice.name,
    location: { name: demoDevice.location },
  });
});

test("the dev mailbox is a page", async ({ page }) => {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();
});
