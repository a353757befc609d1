import { type Page, type Request, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { cameraJpeg } from "./camera-photo";
import { createJobThroughApi, signUpThroughApi, watchNetwork } from "./support";

// Every start here comes from the network, as a first visit or a browser without the service worker does.
test.use({ serviceWorkers: "block" });

/** The API requests the page sends, by path and query, with the D1 bookmark cookie each carried. */
function watchReads(page: Page) {
  const sent: { read: string; bookmark: string | null }[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const cookie = (await request.headerValue("cookie")) ?? "";
    sent.push({ read: `${url.pathname}${url.search}`, bookmark: /wp_d1_bookmark=([^;]+)/.exec(cookie)?.[1] ?? null });
  };
  page.on("request", (request) => void record(request));
  return {
    timesSent: (read: string) => sent.filter((request) => request.read === read).length,
    bookmarksOf: (read: string) => sent.filter((request) => request.read === read).map((request) => request.bookmark),
    clear: () => sent.splice(0),
  };
}

test("a signed-in start asks for its screen's first reads once each, from its HTML, with the latest bookmark", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Preload Fleet", jobName: "Box truck" });
  const reads = watchReads(page);
  const network = watchNetwork(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Preload Fleet" })).toBeVisible();
  await network.settled();
  for (const read of ["/api/jobs", "/api/jobs/stats", "/api/jobs?limit=5", "/api/team"]) expect(reads.timesSent(read), read).toBe(1);
  const bookmark = await page.evaluate(() => /wp_d1_bookmark=([^;]+)/.exec(document.cookie)?.[1]);
  expect(bookmark).toMatch(/^[0-9a-f]{8}-/);

  reads.clear();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) blocked.push(message.text());
  });
  await page.goto(`/jobs/${job.id}#measurements`);
  await expect(page.getByRole("heading", { name: "Preload Fleet" })).toBeVisible();
  await expect(page.getByText("No measurements yet")).toBeVisible();
  await network.settled();
  expect(reads.timesSent(`/api/jobs/${job.id}`)).toBe(1);
  expect(reads.timesSent(`/api/jobs/${job.id}/measurements`)).toBe(1);
  expect(blocked).toEqual([]);
  const heldFor = (tab: string) => page.evaluate((id) => (document.getElementById(id) as HTMLTemplateElement).content.childElementCount, `tab-start-${tab}`);
  expect(await heldFor("measurements"), "the open tab's files and reads moved into the head").toBe(0);
  expect(await heldFor("overview")).toBeGreaterThan(0);
  expect(await page.locator(`head > link[rel="preload"][href="/api/jobs/${job.id}/measurements"]`).count()).toBe(1);
  const [sentWith] = reads.bookmarksOf(`/api/jobs/${job.id}`);
  expect(sentWith! >= bookmark!).toBe(true);

  reads.clear();
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText("No estimate yet.")).toBeVisible();
  await network.settled();
  for (const read of [`/api/jobs/${job.id}/estimates`, "/api/account"]) expect(reads.timesSent(read), read).toBe(1);
  expect(await page.locator('head > link[rel="preload"][href="/api/account"]').count(), "the Overview's estimate waits on the shop's units").toBe(1);

  reads.clear();
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await network.settled();
  for (const read of ["/api/account", "/api/account/sessions", "/api/account/sign-in-methods", "/api/team"]) expect(reads.timesSent(read), read).toBe(1);
});

test("a start on the photos tab fetches each first-row thumbnail once, its own request and the tile's sharing the image cache", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Photo Fleet" });
  const thumb = await cameraJpeg(page, 400, 300);
  for (let i = 0; i < 6; i += 1) {
    const uploaded = await page.request.post(`/api/jobs/${job.id}/photos`, {
      multipart: { photo: { name: `side-${i}.jpg`, mimeType: "image/jpeg", buffer: thumb }, thumb: { name: `side-${i}-thumb.jpg`, mimeType: "image/jpeg", buffer: thumb } },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(uploaded.status()).toBe(201);
  }
  const photos = (await (await page.request.get(`/api/jobs/${job.id}/photos`)).json()) as { thumbnailUrl: string }[];
  const thumbnails: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith("/thumb")) thumbnails.push(path);
  });
  const network = watchNetwork(page);

  await page.goto(`/jobs/${job.id}#photos`);
  const grid = page.getByRole("list", { name: "Job photos" }).getByRole("listitem");
  await expect(grid).toHaveCount(6);
  await expect(grid.nth(3).getByRole("img")).toHaveJSProperty("complete", true);
  await network.settled();
  for (const { thumbnailUrl } of photos.slice(0, 4)) expect(thumbnails.filter((sent) => sent === thumbnailUrl), thumbnailUrl).toHaveLength(1);
});
