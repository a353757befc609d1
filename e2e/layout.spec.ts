import { type Locator, type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, newAccount, signUpThroughApi, toasts } from "./support";

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
}

test("the floating New Job button leaves the last content of Wrapulator and Backup & Share clear at the bottom of the page", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Blue Ridge Plumbing", vehicleYear: 2019, vehicleMake: "Ford", vehicleModel: "Transit" });
  const fab = page.getByRole("button", { name: "New Job", exact: true });

  for (const [tab, ready] of [
    ["wrapulator", page.getByRole("button", { name: "Decode & Calculate" })],
    ["backup", page.getByRole("button", { name: "Create QR Share" })],
  ] as const) {
    await page.goto(`/jobs/${job.id}#${tab}`);
    await expect(ready).toBeVisible();
    await scrollToEnd(page);
    const panel = await box(page.getByRole("tabpanel"));
    const button = await box(fab);
    expect(panel.y + panel.height, `the end of the ${tab} tab is above the floating button`).toBeLessThanOrEqual(button.y);
  }
});

test("a toast hides neither the header nor, on a phone, the bottom navigation and the floating button", { tag: "@desktop" }, async ({ page, context }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Blue Ridge Plumbing", jobName: "Van wrap" });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: "Copy job link" }).click();
  const shown = toasts(page).locator("li").filter({ hasText: "Job link copied to clipboard!" });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveCSS("opacity", "1");

  const toastBox = await box(shown);
  expect(overlap(toastBox, await box(page.getByRole("banner"))), "the toast covers the header").toBe(false);
  expect(toastBox.y + toastBox.height, "the toast is inside the window").toBeLessThanOrEqual(page.viewportSize()!.height);
  if (testInfo.project.name === "phone") {
    expect(overlap(toastBox, await box(page.getByRole("navigation", { name: "Bottom navigation" }))), "the toast covers the bottom navigation").toBe(false);
    expect(overlap(toastBox, await box(page.getByRole("button", { name: "New Job", exact: true }))), "the toast covers the New Job button").toBe(false);
  }
});

test("tabs that run off a phone's screen show where more are, and the chosen tab is scrolled into view", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Blue Ridge Plumbing", jobName: "Van wrap" });
  await page.goto(`/jobs/${job.id}`);
  const row = page.getByRole("tablist", { name: "Job sections" });
  const hint = (side: "before" | "after") => row.locator("..").locator(`[data-more-tabs=${side}]`);
  await expect(row.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(hint("after"), "an arrow shows that more tabs follow").toBeVisible();
  await expect(hint("before")).toHaveCount(0);

  await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect(hint("after"), "the arrow goes at the end of the row").toHaveCount(0);
  await expect(hint("before")).toBeVisible();

  await page.goto(`/jobs/${job.id}#backup`);
  await expect(row.getByRole("tab", { name: "Backup & Share" })).toBeInViewport({ ratio: 1 });
  await expect(hint("before")).toBeVisible();
  await expect(hint("after")).toHaveCount(0);

  await page.goto("/insights");
  await expect(page.getByRole("tablist", { name: "Insight sections" }).locator("..").locator("[data-more-tabs=after]")).toBeVisible();
});

test("the landing header's Sign In and Sign Up stay on one line at 390 and 320 px", async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/");
    const header = page.getByRole("banner");
    for (const name of ["Sign In", "Sign Up"]) {
      const link = header.getByRole("link", { name });
      await expect(link).toBeVisible();
      const lines = await link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${name} at ${width} px`).toBe(1);
      const { x, width: linkWidth } = await box(link);
      expect(x + linkWidth, `${name} fits inside ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test("a team named after a long name without spaces wraps instead of scrolling sideways at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpThroughApi(page, { ...newAccount("long"), firstName: `Supercalifragilistic${"Wraps".repeat(8)}` });
  const invited = await page.request.post("/api/team/invite", { data: { email: newAccount("crew").email, role: "installer" }, headers: { Origin: E2E_BASE_URL } });
  expect(invited.status()).toBe(201);
  await page.goto("/team");
  await expect(page.getByText("Waiting for an answer (1)")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a job whose client, vehicle, file, note and measurement are long words or lines wraps on every tab, the dashboard and the client's page instead of scrolling sideways at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpThroughApi(page);
  const unbroken = (word: string) => word.repeat(Math.ceil(60 / word.length)).slice(0, 60);
  const job = await createJobThroughApi(page, {
    clientName: unbroken("HarborMarineWraps"),
    clientContact: unbroken("Jean-BaptisteDelacroix"),
    clientEmail: `${unbroken("fleet.manager")}@example.com`,
    location: "https://maps.app.goo.gl/Xk2pQ9vRtL8mN3sW7?g_st=ic_harbor_marina_dock4",
    vehicleMake: unbroken("Mercedes-Benz"),
    vehicleModel: unbroken("SprinterCargo"),
    vehicleColor: unbroken("MetallicObsidianBlack"),
    jobName: unbroken("FullWrapWithChromeDelete"),
    status: "in_progress",
  });
  const headers = { Origin: E2E_BASE_URL };
  const addFile = (name: string) =>
    page.request.post(`/api/jobs/${job.id}/files`, { multipart: { file: { name, mimeType: "text/csv", buffer: Buffer.from("panel,width\nhood,60\n") } }, headers });
  expect((await addFile("short.csv")).status()).toBe(201);
  const file = await addFile("Smith Plumbing van - rear doors layout v2.csv");
  expect(file.status()).toBe(201);
  expect((await page.request.patch(`/api/files/${((await file.json()) as { id: string }).id}`, { data: { shared: true }, headers })).status()).toBe(200);
  const design = await addFile(`${unbroken("Sprinter_fleet_rebrand_final_artwork_")}.csv`);
  const designId = ((await design.json()) as { id: string }).id;
  expect((await page.request.patch(`/api/files/${designId}`, { data: { category: "proof" }, headers })).status()).toBe(200);
  const proof = await page.request.post(`/api/files/${designId}/proof`, { data: {}, headers });
  expect(proof.status()).toBe(201);
  expect((await page.request.post(`/api/jobs/${job.id}/notes`, { data: { body: unbroken("https://example.com/fleet/specs/") }, headers })).status()).toBe(201);
  const measurement = { jobType: "vehicle", panel: "hood", width: 60, height: 40, label: unbroken("DriverSideRearQuarterPanel"), notes: unbroken("Trim-around-fuel-door;") };
  expect((await page.request.post(`/api/jobs/${job.id}/measurements`, { data: measurement, headers })).status()).toBe(201);
  const shown: [string, string][] = [
    ["", "https://maps.app.goo.gl/Xk2pQ9vRtL8mN3sW7?g_st=ic_harbor_marina_dock4"],
    ["#wrapulator", "VIN Wrapulator"],
    ["#photos", "No photos yet"],
    ["#measurements", measurement.label],
    ["#notes", unbroken("https://example.com/fleet/specs/")],
    ["#files", "Smith Plumbing van - rear doors layout v2.csv"],
    ["#backup", "Not backed up yet"],
  ];
  for (const [tab, text] of shown) {
    await page.goto(`/jobs/${job.id}${tab}`);
    await expect(page.getByRole("tabpanel").getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling on ${tab || "the overview"}`).toBeLessThanOrEqual(360);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/jobs/${job.id}#files`);
  await expect(page.getByTestId("file-card")).toHaveCount(3);
  const [first, second] = await page.getByTestId("file-card").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
  expect(second, "on a wide screen, a short name's card is as wide as a long one's").toBe(first);
  const shared = await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: {}, headers: { Origin: E2E_BASE_URL } });
  const { shareUrl } = (await shared.json()) as { shareUrl: string };
  const decided = await page.request.post(`/api/shared/${new URL(shareUrl).pathname.split("/").pop()}/proofs/${((await proof.json()) as { id: string }).id}/decision`, {
    data: { decision: "approved", name: unbroken("Jean-BaptisteDelacroix") },
    headers,
  });
  expect(decided.status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: unbroken("HarborMarineWraps") })).toBeVisible();
  await expect(page.getByRole("list", { name: "Design answers" })).toBeVisible();
  await expect(toasts(page).getByText("A client answered a design")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling on the dashboard, its design answers or their toast").toBeLessThanOrEqual(360);
  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: unbroken("FullWrapWithChromeDelete") })).toBeVisible();
  await expect(page.getByText("Smith Plumbing van - rear doors layout v2.csv", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Design version 1" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling on the client's page, its design among it").toBeLessThanOrEqual(360);
});

test("a toast raised inside a dialog leaves the dialog's fields and actions uncovered", { tag: "@desktop" }, async ({ page }, testInfo) => {
  await signUpThroughApi(page);
  await page.goto("/");
  const newJob = testInfo.project.name === "phone" ? page.getByRole("button", { name: "New Job" }).last() : page.getByRole("main").getByRole("button", { name: "New Job" }).first();
  await newJob.click();
  const dialog = page.getByRole("dialog", { name: "Create New Job" });
  await dialog.getByLabel("VIN", { exact: true }).fill("1FTBR3X81PKA12345");
  await dialog.getByRole("button", { name: "Fill year, make and model from VIN" }).click();
  const shown = toasts(page).locator("li").filter({ hasText: "VIN Decoded Successfully" });
  await expect(shown).toHaveCSS("opacity", "1");
  const toastBox = await box(shown);
  for (const covered of [dialog.getByRole("button", { name: "Create Job" }), dialog.getByRole("button", { name: "Cancel" }), dialog.getByLabel("Make"), dialog.getByLabel("Model"), dialog.getByRole("button", { name: "Close" })]) {
    if (!(await covered.isVisible())) continue;
    expect(overlap(toastBox, await box(covered)), `the toast covers ${covered}`).toBe(false);
  }
});
