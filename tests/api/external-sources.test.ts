import { describe, expect, it } from "vitest";
import { ExternalSource } from "@pos/core/integrations/external-source.entity";
import { hashApiKey, sourceForApiKey } from "@pos/core/integrations/external-sources";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeUser, uniqueName } from "../support/world";
import { postForm } from "../support/storage";

async function admin() {
  return (await callerFor((await makeUser({ isAdmin: true })).token)).externalSources;
}

describe("external sources", () => {
  it("are created with a strong API key that finds them by its hash, and listed", async () => {
    const sources = await admin();
    const name = uniqueName("Shop");
    const created = await sources.create({
      name: ` ${name} `,
      categoryName: "E-commerce",
      setupUrl: "https://help.example/setup",
      hexColor: "#1A7F4B",
      isMarketplace: true,
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      name,
      categoryName: "E-commerce",
      email: null,
      isMarketplace: true,
      permissions: [],
      logoDisplayUrl: null,
    });
    expect(created.apiKey).toMatch(/^qwk_[\w-]{43}$/);
    expect(hashApiKey(created.apiKey)).toMatch(/^[0-9a-f]{64}$/);

    expect((await sourceForApiKey(created.apiKey))?.id).toBe(created.id);
    expect(await sourceForApiKey(`${created.apiKey}x`)).toBeNull();
    expect(await sourceForApiKey("")).toBeNull();
    expect((await sources.list()).find((source) => source.id === created.id)?.name).toBe(name);
  });

  it("refuses a source without a name or with a bad colour and writes nothing", async () => {
    const sources = await admin();
    const before = (await sources.list()).length;
    expect(await failureOf(sources.create({ name: "  " }))).toEqual(
      badInput("Please input an external name"),
    );
    expect(await failureOf(sources.create({ name: "X", hexColor: "green" }))).toEqual(
      badInput("Use a colour like #1A7F4B"),
    );
    expect((await sources.list()).length).toBe(before);
  });

  it("are updated, clearing emptied fields, and keep their key", async () => {
    const sources = await admin();
    const created = await sources.create({
      name: uniqueName("Shop"),
      email: "dev@shop.example",
      homepage: "shop.example",
    });
    const updated = await sources.update({
      sourceId: created.id,
      source: { name: "Renamed", email: null, homepage: "https://shop.example", isMarketplace: true },
    });
    expect(updated).toMatchObject({ name: "Renamed", email: null, homepage: "https://shop.example" });
    expect(updated.apiKeyLast4).toBe(created.apiKey.slice(-4));
    expect((await failureOf(sources.update({ sourceId: "0", source: { name: "X" } }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("store the checked permissions in the order given", async () => {
    const sources = await admin();
    const created = await sources.create({ name: uniqueName("Shop") });
    const saved = await sources.setPermissions({
      sourceId: created.id,
      permissionIds: ["READ_INVENTORY", "CREATE_ONLINE_ORDERS", "READ_PRODUCTS"],
    });
    expect(saved.permissions).toEqual([
      { id: "READ_INVENTORY", name: "Read inventory", indexOrder: 0 },
      { id: "CREATE_ONLINE_ORDERS", name: "Create online orders", indexOrder: 1 },
      { id: "READ_PRODUCTS", name: "Read products and prices", indexOrder: 2 },
    ]);
    expect((await sourceForApiKey(created.apiKey))?.permissions.map((permission) => permission.id)).toEqual([
      "READ_INVENTORY",
      "CREATE_ONLINE_ORDERS",
      "READ_PRODUCTS",
    ]);
    const twice = await failureOf(
      sources.setPermissions({ sourceId: created.id, permissionIds: ["READ_PRODUCTS", "READ_PRODUCTS"] }),
    );
    expect(twice).toEqual(badInput("Each permission may be listed once"));
  });

  it("presign logo uploads for JPG, PNG and SVG only, under the platform prefix; an SVG is an attachment", async () => {
    const sources = await admin();
    const upload = await sources.presignLogoUpload({ fileName: "logo.svg", contentType: "image/svg+xml" });
    expect(upload.key).toMatch(/^platform\/external-sources\/[\w-]+\/logo\.svg$/);
    expect(upload.fields).toMatchObject({
      key: upload.key,
      "Content-Type": "image/svg+xml",
      "Content-Disposition": "attachment",
    });
    expect((await postForm(upload, "<svg xmlns='http://www.w3.org/2000/svg'/>")).status).toBe(204);
    const raw = sources.presignLogoUpload as (input: unknown) => Promise<unknown>;
    expect(await failureOf(raw({ fileName: "logo.gif", contentType: "image/gif" }))).toEqual(
      badInput("You can only upload JPG/PNG/SVG file!"),
    );
    const created = await sources.create({ name: uniqueName("Shop"), logoImageUrl: upload.key });
    expect(created.logoDisplayUrl).toContain(upload.key);
    const shown = await fetch(created.logoDisplayUrl ?? "");
    expect(shown.headers.get("content-disposition")).toBe("attachment");
    expect(shown.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("keep only the key's hash: shown once, then its last 4; rotation and revocation stop the old key", async () => {
    const sources = await admin();
    const created = await sources.create({ name: uniqueName("Shop") });
    expect(created.apiKeyLast4).toBe(created.apiKey.slice(-4));
    const stored = (await ExternalSource.get({ sourceId: created.id }).go({ consistent: true })).data;
    expect(JSON.stringify(stored)).not.toContain(created.apiKey);
    const listed = (await sources.list()).find((source) => source.id === created.id);
    expect(listed).toMatchObject({ apiKeyLast4: created.apiKey.slice(-4) });
    expect(JSON.stringify(listed)).not.toContain(created.apiKey);
    expect(JSON.stringify(await sources.get({ sourceId: created.id }))).not.toContain(created.apiKey);

    const rotated = await sources.rotateKey({ sourceId: created.id });
    expect(rotated.apiKey).toMatch(/^qwk_[\w-]{43}$/);
    expect(rotated.apiKey).not.toBe(created.apiKey);
    expect(await sourceForApiKey(created.apiKey)).toBeNull();
    expect((await sourceForApiKey(rotated.apiKey))?.id).toBe(created.id);

    const revoked = await sources.revokeKey({ sourceId: created.id });
    expect(revoked).toMatchObject({ id: created.id, apiKeyLast4: null });
    expect(revoked).not.toHaveProperty("apiKey");
    expect(await sourceForApiKey(rotated.apiKey)).toBeNull();
    const again = await sources.rotateKey({ sourceId: created.id });
    expect((await sourceForApiKey(again.apiKey))?.id).toBe(created.id);
    expect((await failureOf(sources.revokeKey({ sourceId: "0" }))).code).toBe("NOT_FOUND");
  });

  it("drop a key an earlier version stored in clear, and the key keeps working", async () => {
    const sources = await admin();
    const apiKey = "qwk_legacy-key-stored-in-clear-0001";
    const at = new Date().toISOString();
    const sourceId = uniqueName("legacy");
    await ExternalSource.create({
      sourceId,
      name: uniqueName("Legacy"),
      apiKeyHash: hashApiKey(apiKey),
      legacyApiKey: apiKey,
      createDate: at,
      updateDate: at,
    }).go();
    expect((await sources.list()).find((source) => source.id === sourceId)).toMatchObject({
      apiKeyLast4: "0001",
    });
    const stored = (await ExternalSource.get({ sourceId }).go({ consistent: true })).data;
    expect(JSON.stringify(stored)).not.toContain(apiKey);
    expect((await sourceForApiKey(apiKey))?.id).toBe(sourceId);
  });
});
