import { PDFDocument } from "@cantoo/pdf-lib";
import { type BrowserContext, type Locator, type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, shellControlled, signUpThroughApi, toasts } from "./support";

type FileBody = { id: string; filename: string; fileType: string; category: string; shared: boolean };
type ProofBody = { id: string; version: number; status: string; decision: { name: string; comment: string | null; markedUrl: string | null } | null };

async function designPdf(size: [width: number, height: number] = [400, 300]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage(size).drawText("Van wrap - design v1", { x: 40, y: 150, size: 24 });
  return Buffer.from(await doc.save());
}

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");

/** Drops files on the uploader as a desktop browser would after a drag from the file manager. */
async function dropFiles(page: Page, target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.mimeType }));
    return data;
  }, files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString("base64") })));
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

const listFiles = async (page: Page, jobId: string) => (await (await page.request.get(`/api/jobs/${jobId}/files`)).json()) as FileBody[];

test("an installer adds files, previews a PDF, shares one and sends a design that the client approves through the link", { tag: "@desktop" }, async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Van wrap", status: "quote_sent" });
  const pdf = await designPdf([612, 792]);
  await page.goto(`/jobs/${job.id}#files`);
  const tab = page.getByRole("tabpanel", { name: "Files" });
  await expect(tab.getByText("No files yet")).toBeVisible();

  await tab.getByLabel("Category for new files").selectOption({ label: "Proof" });
  const chosen = [
    { name: "design.pdf", mimeType: "application/pdf", buffer: pdf },
    { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>") },
    { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
  ];
  if (testInfo.project.name === "desktop") await dropFiles(page, tab.getByRole("button", { name: "Add files" }).locator("xpath=ancestor::div[contains(@class,'p-4')][1]"), chosen);
  else await tab.getByLabel("Choose files").setInputFiles(chosen);
  await expect(tab.getByRole("alert")).toContainText("setup.exe: we take PDF, JPEG, PNG, WebP, SVG, AI, EPS, PSD, DOCX, XLSX, TXT or CSV files.");
  await expect(tab.getByText("invoice.pdf is a web page (HTML), which we never store.")).toBeVisible();
  const cards = tab.getByTestId("file-card");
  await expect(cards).toHaveCount(1);
  await tab.getByRole("button", { name: "Discard invoice.pdf" }).click();
  await expect(tab.getByRole("list", { name: "Files waiting to upload" })).toHaveCount(0);

  await tab.getByLabel("Category for new files").selectOption({ label: "General" });
  await tab.getByLabel("Choose files").setInputFiles([
    { name: "wheel.png", mimeType: "image/png", buffer: PNG },
    { name: "panels.csv", mimeType: "text/csv", buffer: Buffer.from("panel,width\nhood,60\n") },
  ]);
  await expect(toasts(page).getByText("Files uploaded")).toBeVisible();
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: "wheel.png" }).getByRole("img", { name: "wheel.png" })).toBeVisible();

  const design = cards.filter({ hasText: "design.pdf" });
  const bundleBefore = await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("pdf")).length);
  expect(bundleBefore, "pdf.js is not loaded before a preview is asked for").toBe(0);
  await design.getByRole("button", { name: "Preview design.pdf" }).click();
  const canvas = design.getByRole("img", { name: "First page of design.pdf" });
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.height / element.width), "the portrait page is drawn").toBeCloseTo(792 / 612, 1);
  const fits = await canvas.evaluate((element) => {
    const page = element.getBoundingClientRect();
    const frame = element.parentElement!.getBoundingClientRect();
    return page.height > 0 && page.top >= frame.top - 0.5 && page.bottom <= frame.bottom + 0.5;
  });
  expect(fits, "the whole first page shows, its heading not cut off").toBe(true);

  await cards.filter({ hasText: "wheel.png" }).getByText("On share link").click();
  await tab.getByRole("button", { name: "Rename panels.csv" }).click();
  const rename = page.getByRole("dialog", { name: "Rename file" });
  await rename.getByLabel("File name").fill("Panel sizes");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(cards.filter({ hasText: "Panel sizes.csv" })).toHaveCount(1);
  await tab.getByRole("button", { name: "Delete Panel sizes.csv" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(2);
  await expect.poll(async () => (await listFiles(page, job.id)).map((file) => [file.filename, file.shared]).sort()).toEqual([
    ["design.pdf", false],
    ["wheel.png", true],
  ]);

  await design.getByRole("button", { name: "Send for approval" }).click();
  const send = page.getByRole("dialog", { name: "Send for approval" });
  await send.getByLabel("Message for the client (optional)").fill("Here is the layout with the big logo.");
  await send.getByRole("checkbox", { name: /Start the job when the client approves/ }).check();
  await send.getByRole("button", { name: "Send" }).click();
  await expect(toasts(page).getByText("Version 1 sent for approval")).toBeVisible();
  const header = page.getByRole("heading", { level: 1, name: "Fleet Co" }).locator("..");
  await expect(header.getByText("Quote Sent")).toBeVisible();
  await expect(design.getByText("Awaiting approval · v1")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const created = await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: { accessLevel: "view" }, headers: { Origin: E2E_BASE_URL } });
  const { shareUrl } = (await created.json()) as { shareUrl: string };
  const client = await browser.newContext({ viewport: page.viewportSize()! });
  const visitor = await client.newPage();
  await visitor.goto(shareUrl);
  const proof = visitor.getByRole("region", { name: "Design version 1" });
  await expect(proof.getByText("Here is the layout with the big logo.")).toBeVisible();
  await proof.getByRole("button", { name: "Preview design.pdf" }).click();
  await expect(proof.getByRole("img", { name: "First page of design.pdf" })).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Shared files" }).getByText("wheel.png")).toBeVisible();
  await expect(visitor.getByText("panels.csv")).toHaveCount(0);
  await proof.getByRole("button", { name: "Approve" }).click();
  await expect(proof.getByRole("alert")).toHaveText("Please enter your name.");
  await proof.getByLabel("Your name").fill("Dana Client");
  await proof.getByRole("button", { name: "Approve" }).click();
  await expect(proof.getByText("Approved · v1")).toBeVisible();
  await expect(proof.getByText(/Approved by Dana Client on/)).toBeVisible();
  await expect(proof.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expectNoAccessibilityViolations(visitor);
  await client.close();

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(header.getByText("In Progress"), "the job shown is read again once the approval that started it arrives").toBeVisible();
  const proofs = (await (await page.request.get(`/api/jobs/${job.id}/proofs`)).json()) as ProofBody[];
  expect(proofs).toMatchObject([{ version: 1, status: "approved", startJobOnApproval: true, decision: { name: "Dana Client", comment: null } }]);
  expect(((await (await page.request.get(`/api/jobs/${job.id}`)).json()) as { status: string }).status).toBe("in_progress");
  await page.goto(`/jobs/${job.id}#overview`);
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  await expect(overview.getByText("Approved · v1")).toBeVisible();
  await expect(overview.getByText("Design approved").first()).toBeVisible();
  await expect(overview.getByText("Job started").first()).toBeVisible();
  await page.goto(`/jobs/${job.id}#files`);
  await tab.getByTestId("file-card").filter({ hasText: "design.pdf" }).getByRole("button", { name: "Send for approval" }).click();
  await expect(send.getByLabel("Message for the client (optional)")).toBeVisible();
  await expect(send.getByRole("checkbox")).toHaveCount(0);
  await send.getByRole("button", { name: "Cancel" }).click();
  await page.goto("/");
  await expect(toasts(page).getByText("A client answered a design")).toBeVisible();
  await expect(page.getByRole("list", { name: "Design answers" }).getByText("Approved · v1")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Design answers" })).toBeVisible();
  await expect(toasts(page).getByText("A client answered a design")).toHaveCount(0);
});

/** A new job's Files tab, with contract.pdf added while the phone has no signal (still offline after). */
async function fileAddedOffline(page: Page, context: BrowserContext, clientName: string) {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName });
  await page.goto(`/jobs/${job.id}#files`);
  const tab = page.getByRole("tabpanel", { name: "Files" });
  await expect(tab.getByText("No files yet")).toBeVisible();
  await shellControlled(page);
  await context.setOffline(true);
  await tab.getByLabel("Choose files").setInputFiles([{ name: "contract.pdf", mimeType: "application/pdf", buffer: await designPdf() }]);
  await expect(toasts(page).getByText("Saved on this device")).toBeVisible();
  await expect(tab.getByRole("list", { name: "Files waiting to upload" })).toContainText("contract.pdf");
  return job;
}

test("a file added with no signal waits on the device through a reload and lands exactly once", async ({ page, context }) => {
  test.setTimeout(120_000);
  const job = await fileAddedOffline(page, context, "Fleet Co");
  await page.reload();
  await expect(page.getByRole("tabpanel", { name: "Files" }).getByRole("list", { name: "Files waiting to upload" })).toContainText("contract.pdf");
  await expect(page.getByRole("status").filter({ hasText: "1 file waiting to upload; it will go when the signal returns" })).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("status").filter({ hasText: "1 file waiting to upload" }).getByRole("link", { name: "Show" }).click();
  await expect(page.getByRole("tab", { name: "Files" }), "a link to another tab of the page shown opens it").toHaveAttribute("aria-selected", "true");

  await context.setOffline(false);
  await expect(page.getByRole("tabpanel", { name: "Files" }).getByTestId("file-card").filter({ hasText: "contract.pdf" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tabpanel", { name: "Files" }).getByRole("list", { name: "Files waiting to upload" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("tabpanel", { name: "Files" }).getByTestId("file-card")).toHaveCount(1);
  expect((await listFiles(page, job.id)).map((file) => file.filename)).toEqual(["contract.pdf"]);
});

test("a file waiting for a job deleted meanwhile on another device is counted everywhere, and its job's page lets it go", async ({ page, context }) => {
  test.setTimeout(120_000);
  const job = await fileAddedOffline(page, context, "Gone Co");
  expect((await page.request.delete(`/api/jobs/${job.id}`, { headers: { Origin: E2E_BASE_URL } })).status()).toBe(204);
  await page.getByRole("link", { name: "Jobs" }).first().click();
  await context.setOffline(false);

  const banner = page.getByRole("status").filter({ hasText: "1 file not uploaded" });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await banner.getByRole("link", { name: "Show" }).click();
  await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
  const stranded = page.getByRole("status").filter({ hasText: "1 file for this job is still on this phone. It can't be uploaded to a job that isn't there." });
  await expect(stranded).toBeVisible();
  await expectNoAccessibilityViolations(page);
  page.once("dialog", (dialog) => void dialog.accept());
  await stranded.getByRole("button", { name: "Discard it" }).click();
  await expect(toasts(page).getByText("Upload discarded")).toBeVisible();
  await expect(stranded).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "not uploaded" })).toHaveCount(0);
});

test("files chosen before the app's background uploads have started are shown being saved, wait for them and upload", async ({ page }) => {
  await page.route(/\/background-uploads-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co" });
  await page.goto(`/jobs/${job.id}#files`);
  const tab = page.getByRole("tabpanel", { name: "Files" });
  await expect(tab.getByText("No files yet")).toBeVisible();
  await tab.getByLabel("Choose files").setInputFiles([{ name: "panels.csv", mimeType: "text/csv", buffer: Buffer.from("panel,width\nhood,60\n") }]);
  await expect(tab.getByRole("button", { name: "Saving files…" })).toBeVisible();
  await expect(toasts(page)).toContainText("Files uploaded");
  await expect(tab.getByRole("button", { name: "Add files" })).toBeVisible();
  await expect(tab.getByTestId("file-card").filter({ hasText: "panels.csv" })).toBeVisible();
  expect((await listFiles(page, job.id)).map((file) => file.filename)).toEqual(["panels.csv"]);
});

test("when the background uploads' code cannot load, it is tried again as the signal returns, and files chosen then upload", async ({ page, context }) => {
  let refused = 0;
  await page.route(/\/background-uploads-[\w-]+\.js$/, (route) => (refused++ === 0 ? route.abort("internetdisconnected") : route.continue()));
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co" });
  await page.goto(`/jobs/${job.id}#files`);
  const tab = page.getByRole("tabpanel", { name: "Files" });
  await expect(tab.getByText("No files yet")).toBeVisible();
  await expect(toasts(page).getByText("Couldn't load this part of WrapPilot"), "the refused load is told, and a retry is set").toBeVisible();
  expect(refused).toBe(1);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => refused, { message: "the code is asked for again as the signal returns" }).toBe(2);
  await tab.getByLabel("Choose files").setInputFiles([{ name: "panels.csv", mimeType: "text/csv", buffer: Buffer.from("panel,width\nhood,60\n") }]);
  await expect(tab.getByTestId("file-card").filter({ hasText: "panels.csv" })).toBeVisible();
  expect((await listFiles(page, job.id)).map((file) => file.filename)).toEqual(["panels.csv"]);
});

test("a client marks up a PDF design while asking for changes, and the installer sees the marks on the file", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Harbor Bakery", jobName: "Box truck" });
  const headers = { Origin: E2E_BASE_URL };
  const uploaded = await page.request.post(`/api/jobs/${job.id}/files`, {
    multipart: { file: { name: "truck side.pdf", mimeType: "application/pdf", buffer: await designPdf() }, category: "proof" },
    headers,
  });
  const file = (await uploaded.json()) as FileBody;
  expect((await page.request.post(`/api/files/${file.id}/proof`, { data: {}, headers })).status()).toBe(201);
  const { shareUrl } = (await (await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: { accessLevel: "view" }, headers })).json()) as { shareUrl: string };

  const client = await browser.newContext({ viewport: page.viewportSize()! });
  const visitor = await client.newPage();
  await visitor.goto(shareUrl);
  const proof = visitor.getByRole("region", { name: "Design version 1" });
  await proof.getByLabel("Your name").fill("Dana Client");
  await proof.getByRole("button", { name: "Request changes" }).click();
  await expect(proof.getByLabel("What should change?")).toBeFocused();
  await expect(proof.getByRole("alert"), "asking for changes sends nothing yet").toHaveCount(0);
  await proof.getByLabel("What should change?").fill("Logo higher, where I circled");
  await proof.getByRole("button", { name: "Mark on the design" }).click();
  const editor = visitor.getByRole("dialog", { name: "Markup design" });
  const stage = editor.getByTestId("markup-stage");
  await expect(stage.locator("canvas").first()).toBeVisible();
  const box = (await stage.boundingBox())!;
  await editor.getByRole("button", { name: "Circle" }).click();
  await visitor.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
  await visitor.mouse.down();
  await visitor.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.55, { steps: 6 });
  await visitor.mouse.up();
  await editor.getByRole("button", { name: "Text", exact: true }).click();
  await visitor.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
  await editor.getByRole("textbox", { name: "Text" }).fill("Higher");
  await editor.getByRole("button", { name: "Add text" }).click();
  await editor.getByRole("radio", { name: "Colour blue" }).focus();
  await visitor.keyboard.press("Enter");
  await expect(editor, "the editor's own forms and fields never send the change request it sits in").toBeVisible();
  expect(((await (await page.request.get(`/api/jobs/${job.id}/proofs`)).json()) as ProofBody[])[0]!.status).toBe("pending");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toHaveCount(0);
  const preview = proof.getByRole("img", { name: "Your marks on truck side.pdf" });
  await expect(preview).toBeVisible();
  await expect(proof.getByRole("button", { name: "Edit marks" })).toBeVisible();
  await expectNoAccessibilityViolations(visitor);
  await proof.getByRole("button", { name: "Send change request" }).click();
  await expect(proof.getByText("Changes requested · v1")).toBeVisible();
  await expect(proof.getByText(/Changes requested by Dana Client on .*Logo higher, where I circled/)).toBeVisible();
  const sent = proof.getByRole("img", { name: "Marks on truck side.pdf" });
  await expect(sent).toBeVisible();
  await expect.poll(() => sent.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: "the marked design loads" }).toBeGreaterThan(400);
  await client.close();

  const proofs = (await (await page.request.get(`/api/jobs/${job.id}/proofs`)).json()) as ProofBody[];
  expect(proofs).toMatchObject([{ status: "changes_requested", decision: { name: "Dana Client", comment: "Logo higher, where I circled", markedUrl: `/api/jobs/${job.id}/proofs/${proofs[0]!.id}/marked` } }]);
  await page.goto(`/jobs/${job.id}#files`);
  const card = page.getByRole("tabpanel", { name: "Files" }).getByTestId("file-card").filter({ hasText: "truck side.pdf" });
  await expect(card.getByText("“Logo higher, where I circled” — Dana Client")).toBeVisible();
  const marks = card.getByRole("img", { name: "Marks on truck side.pdf" });
  await expect(marks).toBeVisible();
  await expect.poll(() => marks.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: "the marked design loads" }).toBeGreaterThan(400);
  await expectNoAccessibilityViolations(page);
});
