import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { emailsTo, sendEmail } from "@pos/core/email/outbox";
import { postForm } from "../support/storage";
import { callerFor, failureOf, makeCompany } from "../support/world";

describe("files", () => {
  it("uploads through a signed form and reads back through a presigned GET", async () => {
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    const upload = await caller.company.presignUpload({
      companyId: company.id,
      use: "productImage",
      fileName: "Blue Dream label.png",
      contentType: "image/png",
    });
    expect(upload.key).toMatch(new RegExp(`^companies/${company.id}/[\\w-]+/Blue-Dream-label\\.png$`));
    expect(upload.fields).toMatchObject({ key: upload.key, "Content-Type": "image/png" });
    expect((await postForm(upload, "png-bytes")).status).toBe(204);
    const { url } = await caller.company.presignDownload({ companyId: company.id, key: upload.key });
    const get = await fetch(url);
    expect(get.headers.get("content-type")).toBe("image/png");
    expect(await get.text()).toBe("png-bytes");
  });

  it("sanitises a file name with '..' into a key that can be downloaded", async () => {
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    const upload = await caller.company.presignUpload({
      companyId: company.id,
      use: "importFile",
      fileName: "../../..prices..csv",
      contentType: "text/csv",
    });
    expect(upload.key).toMatch(new RegExp(`^companies/${company.id}/[\\w-]+/prices\\.csv$`));
    expect((await postForm(upload, "sku,price")).status).toBe(204);
    const { url } = await caller.company.presignDownload({ companyId: company.id, key: upload.key });
    expect(await (await fetch(url)).text()).toBe("sku,price");
  });

  it("signs only the content types of the upload's use", async () => {
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    const refused = await failureOf(
      caller.company.presignUpload({
        companyId: company.id,
        use: "productImage",
        fileName: "prices.csv",
        contentType: "text/csv",
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", message: "This file type is not allowed" });
  });

  it("never signs a download of another company's file, nor an unknown file type upload", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const foreign = { companyId: a.company.id, key: `companies/${b.company.id}/x/file.png` };
    const refused = await failureOf((await callerFor(a.owner.token)).company.presignDownload(foreign));
    expect(refused).toMatchObject({ code: "NOT_FOUND", message: "File not found" });
    const failure = await failureOf(
      (await callerFor(a.owner.token)).company.presignUpload({
        companyId: a.company.id,
        use: "importFile",
        fileName: "run.sh",
        contentType: "text/x-sh" as "text/csv",
      }),
    );
    expect(failure).toMatchObject({
      code: "BAD_REQUEST",
      message: "This file type is not allowed",
    });
  });
});

describe("e-mail outbox", () => {
  afterEach(() => setClock(null));

  it("keeps each message for the dev mailbox, newest first", async () => {
    const clock = fixedClock("2026-02-01T10:00:00Z");
    setClock(clock);
    const to = `mailbox-${Date.now()}@test.example`;
    await sendEmail({ to, subject: "First", text: "one" });
    clock.advance(1000);
    await sendEmail({ to, subject: "Second", text: "two" });
    const received = await emailsTo(to);
    expect(received.map((email) => [email.subject, email.status])).toEqual([
      ["Second", "sent"],
      ["First", "sent"],
    ]);
  });
});
