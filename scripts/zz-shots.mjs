import { chromium } from "@playwright/test";
import { PDFDocument, rgb } from "@cantoo/pdf-lib";
const base = "http://localhost:8865";
const out = "/tmp/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const tag = Date.now().toString(36);
const owner = await browser.newContext({ baseURL: base });
const H = { Origin: base };
await owner.request.post("/api/auth/signup", { data: { email: `s-${tag}@example.com`, username: `s_${tag}`, password: "wrap-it-right", firstName: "Dana", lastName: "Reyes" }, headers: H });
const job = await (await owner.request.post("/api/jobs", { data: { clientName: "Harbor Bakery", jobName: "Box truck" }, headers: H })).json();
const doc = await PDFDocument.create();
const p = doc.addPage([800, 400]);
p.drawRectangle({ x: 40, y: 80, width: 720, height: 240, color: rgb(0.9, 0.5, 0.1) });
p.drawText("HARBOR BAKERY - fresh daily", { x: 80, y: 200, size: 36, color: rgb(1, 1, 1) });
const pdf = Buffer.from(await doc.save());
const file = await (await owner.request.post(`/api/jobs/${job.id}/files`, { multipart: { file: { name: "truck side.pdf", mimeType: "application/pdf", buffer: pdf }, category: "proof" }, headers: H })).json();
await owner.request.post(`/api/files/${file.id}/proof`, { data: { message: "Side panel, version 1" }, headers: H });
const { shareUrl } = await (await owner.request.post(`/api/jobs/${job.id}/qr-share`, { data: { accessLevel: "view" }, headers: H })).json();
const cookies = await owner.cookies();
let n = 0;
for (const [vw, vh, scheme] of [[390, 844, "light"], [1280, 900, "dark"]]) {
  if (vw > 400) await owner.request.post(`/api/files/${file.id}/proof`, { data: {}, headers: H });
  const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, colorScheme: scheme });
  const v = await ctx.newPage();
  await v.goto(shareUrl);
  const proof = v.getByRole("region", { name: vw > 400 ? "Design version 2" : "Design version 1" });
  await proof.getByLabel("Your name").fill("Sam Client");
  await proof.getByRole("button", { name: "Request changes" }).click();
  await proof.getByLabel("What should change?").fill("Move the name up, where I circled");
  await proof.getByRole("button", { name: "Mark on the design" }).scrollIntoViewIfNeeded();
  await v.screenshot({ path: `${out}/${++n}-ask-${vw}-${scheme}.png` });
  await proof.getByRole("button", { name: "Mark on the design" }).click();
  const editor = v.getByRole("dialog", { name: "Markup design" });
  const stage = editor.getByTestId("markup-stage");
  await stage.locator("canvas").first().waitFor();
  const box = await stage.boundingBox();
  await editor.getByRole("button", { name: "Circle" }).click();
  await v.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.45);
  await v.mouse.down();
  await v.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5, { steps: 6 });
  await v.mouse.up();
  await v.screenshot({ path: `${out}/${++n}-editor-${vw}-${scheme}.png` });
  await editor.getByRole("button", { name: "Save" }).click();
  await proof.getByRole("img", { name: /Your marks/ }).waitFor();
  await proof.getByRole("img", { name: /Your marks/ }).scrollIntoViewIfNeeded();
  await v.screenshot({ path: `${out}/${++n}-marked-${vw}-${scheme}.png` });
  {
    await proof.getByRole("button", { name: "Send change request" }).click();
    await proof.getByRole("img", { name: /Marks on/ }).waitFor();
    await v.waitForTimeout(500);
    await proof.getByRole("img", { name: /Marks on/ }).scrollIntoViewIfNeeded();
    await v.screenshot({ path: `${out}/${++n}-decided-${vw}-${scheme}.png` });
  }
  await ctx.close();
}
for (const [vw, vh, scheme] of [[390, 844, "dark"], [1280, 900, "light"]]) {
  const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, colorScheme: scheme, baseURL: base });
  await ctx.addCookies(cookies);
  const pg = await ctx.newPage();
  await pg.goto(`/jobs/${job.id}#files`);
  const card = pg.getByTestId("file-card").first();
  await card.getByRole("img", { name: /Marks on/ }).waitFor();
  await pg.waitForTimeout(800);
  await card.scrollIntoViewIfNeeded();
  await pg.screenshot({ path: `${out}/${++n}-owner-${vw}-${scheme}.png`, fullPage: vw === 390 });
  await ctx.close();
}
await browser.close();
