import { type Browser, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { imageBytes } from "../worker/test/images";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

const PRIVATE = { clientPhone: "+1 555 0199", clientEmail: "fleet@private.example", clientContact: "Pat Private", notes: "Gate code 4321" };

async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test("an owner shares a job by QR link; a client without an account follows it, adds a measurement and a photo, and loses it when deactivated", async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Box truck wrap", vehicleYear: 2022, vehicleMake: "Ford", vehicleModel: "E-450", status: "in_progress", progress: 40, ...PRIVATE });
  const hood = await page.request.post(`/api/jobs/${job.id}/measurements`, { data: { jobType: "vehicle", panel: "hood", width: 60, height: 48 }, headers: { Origin: E2E_BASE_URL } });
  expect(hood.status()).toBe(201);

  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("tab", { name: "Backup & Share" }).click();
  const card = page.getByRole("tabpanel", { name: "Backup & Share" });
  await expect(card.getByText("No share links yet.")).toBeVisible();
  await card.getByRole("radio", { name: "View & Edit" }).check();
  await card.getByLabel("Expires after").selectOption({ label: "3 days" });
  await card.getByRole("button", { name: "Create QR Share" }).dblclick();
  await expect(toasts(page).getByText("QR Share Created")).toBeVisible();

  const qr = card.getByRole("img", { name: "QR code opening Box truck wrap" });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(240);
  await card.getByRole("button", { name: "Copy link" }).click();
  await expect(toasts(page).getByText("Link Copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/shared/[A-Za-z0-9_-]{43}$`));
  await expect(card.getByRole("textbox", { name: "Share link" })).toHaveValue(link);
  const shares = card.getByRole("list", { name: "Share links" }).getByRole("listitem");
  await expect(shares).toHaveCount(1);
  await expect(shares.first()).toContainText("Active");
  await expect(shares.first()).toContainText("View & Edit");
  await expect(shares.first()).toContainText("Not opened yet");
  await expectNoAccessibilityViolations(page);

  const visitor = await visitorPage(browser);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Box truck wrap" })).toBeVisible();
  await expect(visitor.getByText("Edit Access")).toBeVisible();
  await expect(visitor.getByText("Fleet Co")).toBeVisible();
  await expect(visitor.getByText("2022 Ford E-450")).toBeVisible();
  await expect(visitor.getByText("In Progress")).toBeVisible();
  await expect(visitor.getByRole("progressbar", { name: "Job progress" })).toHaveAttribute("aria-valuenow", "40");
  const measurements = visitor.getByRole("list", { name: "Measurements" }).getByRole("listitem");
  await expect(measurements).toHaveCount(1);
  await expect(measurements.first()).toContainText("Hood");
  await expect(measurements.first()).toContainText("20.00 sq ft");
  await expect(visitor.getByText("This shared view is editable")).toBeVisible();
  const body = await visitor.locator("body").innerText();
  for (const secret of Object.values(PRIVATE)) expect(body).not.toContain(secret);
  await expectNoAccessibilityViolations(visitor);

  await visitor.getByRole("button", { name: "Add measurement" }).click();
  await visitor.getByRole("button", { name: "Save Measurement" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Please enter your name, so the installer knows who measured.");
  await visitor.getByLabel("Your name").fill("Sam Fleet");
  await visitor.getByLabel("Panel").selectOption({ label: "Roof" });
  await visitor.getByLabel("Width").fill("72");
  await visitor.getByLabel("Height").fill("48");
  await visitor.getByRole("button", { name: "Save Measurement" }).dblclick();
  await expect(measurements).toHaveCount(2);
  await expect(measurements.nth(1)).toContainText("Roof");
  await expect(visitor.getByText("44.00 sq ft")).toBeVisible();

  await visitor.getByRole("button", { name: "Add photos" }).click();
  await expect(visitor.getByLabel("Your name")).toHaveValue("Sam Fleet");
  await visitor.getByLabel("Photos").setInputFiles({ name: "door.png", mimeType: "image/png", buffer: Buffer.from(imageBytes("png")) });
  await visitor.getByLabel("Caption (optional)").fill("Driver door, before");
  await visitor.getByLabel("Category").selectOption({ label: "Progress" });
  await visitor.getByRole("button", { name: "Upload" }).click();
  const photoTile = visitor.getByRole("list", { name: "Photos" }).getByRole("button", { name: "Open progress photo: Driver door, before" });
  await expect(photoTile).toContainText("Progress");
  await photoTile.click();
  const viewer = visitor.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer.getByRole("img", { name: "Driver door, before" })).toBeVisible();
  await expect.poll(() => viewer.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth), { message: "the photo, resized in the browser, loads at its own size" }).toBe(30);
  const photoUrl = (await viewer.getByRole("img").getAttribute("src"))!;
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  const sharePage = visitor.url();
  await photoTile.click();
  await expect(viewer).toBeVisible();
  await visitor.evaluate(() => history.back());
  await expect(viewer, "the phone's Back closes the viewer, not the client's page").toBeHidden();
  expect(visitor.url()).toBe(sharePage);

  await page.reload();
  await page.getByRole("tab", { name: "Overview" }).click();
  const activity = page.getByRole("list", { name: "Job activity" });
  await expect(activity).toContainText("Measurement added");
  await expect(activity).toContainText("added by Sam Fleet through a share link");
  await expect(activity).toContainText("Share link opened");
  await expect(activity).toContainText("Photo added");
  await page.getByRole("tab", { name: "Backup & Share" }).click();
  await expect(shares.first()).toContainText("Opened once");
  await page.getByRole("tab", { name: "Measurements" }).click();
  await expect(page.getByRole("tabpanel", { name: "Measurements" })).toContainText("Roof");

  await page.getByRole("tab", { name: "Backup & Share" }).click();
  await shares.first().getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(toasts(page).getByText("Share Deactivated")).toBeVisible();
  await expect(shares.first()).toContainText("Inactive");
  await expect(shares.first().getByRole("button", { name: "Deactivate" })).toHaveCount(0);

  expect((await visitor.request.get(photoUrl)).status()).toBe(404);
  for (const viewer of [visitor, page]) {
    await viewer.goto(link);
    await expect(viewer.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(viewer.getByText("This shared link is invalid, expired, or has been deactivated.")).toBeVisible();
  }
  await visitor.context().close();
});

test("a link whose address does not decode says Access Denied as a page of its own, instead of loading for good", async ({ page }) => {
  await page.goto("/shared/abc%zz");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("This shared link is invalid, expired, or has been deactivated.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("a view-only link shows the job read-only and offers no changes", { tag: "@desktop-only" }, async ({ page, browser }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Corner Cafe", jobName: "Window graphics" });
  const created = await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: {}, headers: { Origin: E2E_BASE_URL } });
  const { shareUrl } = (await created.json()) as { shareUrl: string };

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole("heading", { name: "Window graphics" })).toBeVisible();
  await expect(visitor.getByText("View Only")).toBeVisible();
  await expect(visitor.getByText("No measurements yet.")).toBeVisible();
  await expect(visitor.getByText("This shared view is read-only.")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Add measurement" })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Add photos" })).toHaveCount(0);
  await expectNoAccessibilityViolations(visitor);
  await visitor.context().close();
});

test("a link lost after leaving Backup & Share costs one tap: a new link like it, with the same access and expiry, while the old one still works", async ({ page, browser }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Sprinter wrap" });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("tab", { name: "Backup & Share" }).click();
  const card = page.getByRole("tabpanel", { name: "Backup & Share" });
  await card.getByRole("radio", { name: "View & Edit" }).check();
  await card.getByLabel("Expires after").selectOption({ label: "14 days" });
  await card.getByRole("button", { name: "Create QR Share" }).click();
  const linkBox = card.getByRole("textbox", { name: "Share link" });
  const oldLink = await linkBox.inputValue();

  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("tab", { name: "Backup & Share" }).click();
  await expect(card.getByText("Links are shown once. Make a new one to copy or print it.")).toBeVisible();
  await expect(linkBox).toHaveCount(0);
  const shares = card.getByRole("list", { name: "Share links" }).getByRole("listitem");
  await expect(shares).toHaveCount(1);
  await expect(shares.first()).toContainText("View & Edit · 14 days");

  await shares.first().getByRole("button", { name: "New link like this" }).dblclick();
  await expect(toasts(page).getByText("QR Share Created")).toBeVisible();
  await expect(card.getByRole("heading", { name: /^Your View & Edit link, until / })).toBeInViewport();
  await expect(card.getByRole("img", { name: "QR code opening Sprinter wrap" })).toBeVisible();
  for (const action of ["Copy link", "Print sticker"]) await expect(card.getByRole("button", { name: action })).toBeVisible();
  const newLink = await linkBox.inputValue();
  expect(newLink).toMatch(new RegExp(`^${E2E_BASE_URL}/shared/[A-Za-z0-9_-]{43}$`));
  expect(newLink).not.toBe(oldLink);
  await expect(shares).toHaveCount(2);
  await expect(shares.nth(0)).toContainText("View & Edit · 14 days");
  const listed = (await (await page.request.get(`/api/jobs/${job.id}/qr-shares`)).json()) as { accessLevel: string; expiresInDays: number; state: string }[];
  expect(listed.map(({ accessLevel, expiresInDays, state }) => ({ accessLevel, expiresInDays, state }))).toEqual(Array(2).fill({ accessLevel: "edit", expiresInDays: 14, state: "active" }));
  await expectNoAccessibilityViolations(page);

  const visitor = await visitorPage(browser);
  for (const link of [newLink, oldLink]) {
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Sprinter wrap" })).toBeVisible();
    await expect(visitor.getByText("Edit Access")).toBeVisible();
  }
  await visitor.context().close();
});

test("the share page's Total is the sum of the listed panels, and a template's area shows apart under its own label", async ({ page, browser }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Transit wrap", totalSquareFeet: 179, totalSquareFeetSource: "template" });
  const door = await page.request.post(`/api/jobs/${job.id}/measurements`, { data: { jobType: "vehicle", panel: "driver_front_door", width: 60, height: 80 }, headers: { Origin: E2E_BASE_URL } });
  expect(door.status()).toBe(201);
  const created = await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: {}, headers: { Origin: E2E_BASE_URL } });
  const { shareUrl } = (await created.json()) as { shareUrl: string };

  const visitor = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await visitor.goto(shareUrl);
  const measurements = visitor.getByRole("list", { name: "Measurements" }).getByRole("listitem");
  await expect(measurements).toHaveCount(1);
  await expect(measurements.first()).toContainText("33.33 sq ft");
  const figure = (term: RegExp) => visitor.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd");
  await expect(figure(/^Total/)).toHaveText("33.33 sq ft");
  await expect(visitor.getByRole("term").filter({ hasText: /^Job total area/ })).toContainText("Estimated from the vehicle");
  await expect(figure(/^Job total area/)).toHaveText("179 sq ft");
  await expectNoAccessibilityViolations(visitor);
  await visitor.context().close();
});
