import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { cameraJpeg } from "./camera-photo";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

async function addPhoto(page: Page, jobId: string, caption: string) {
  const photo = await cameraJpeg(page, 640, 480);
  const response = await page.request.post(`/api/jobs/${jobId}/photos`, {
    headers: { Origin: E2E_BASE_URL },
    multipart: {
      photo: { name: "side.jpg", mimeType: "image/jpeg", buffer: photo },
      thumb: { name: "side-thumb.jpg", mimeType: "image/jpeg", buffer: photo },
      caption,
      category: "progress",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("an installer backs up a job, sees it complete, downloads the zip and restores it as a new job, then imports the file", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Fleet", jobName: "Sprinter wrap" });
  await page.goto("/");
  await addPhoto(page, job.id, "Driver side");

  await page.goto(`/jobs/${job.id}#backup`);
  const card = page.getByRole("tabpanel", { name: "Backup & Share" });
  await expect(card.getByText("Not backed up yet")).toBeVisible();
  await card.getByRole("button", { name: "Back up job" }).click();
  await expect(toasts(page).getByText("Backup Started")).toBeVisible();
  const row = card.getByTestId("backup-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Completed")).toBeVisible();
  await expect(row).toContainText("Whole job");
  await expect(row).toContainText(/ · \d+\.\d MB/);
  await expect(card.getByText(/^Last backed up /)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: "Download" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Acme-Fleet-Sprinter-wrap-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.subarray(30, 30 + "manifest.json".length).toString()).toBe("manifest.json");

  await row.getByRole("button", { name: "Restore as new job" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Restore as a new job?" });
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(toasts(page).getByText("Job restored")).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(job.id));
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1, name: "Acme Fleet" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/^Sprinter wrap \(restored \d{4}-\d{2}-\d{2}\)$/)).toBeVisible();
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page.getByRole("list", { name: "Job photos" }).getByRole("listitem")).toContainText("Driver side");

  const restoredId = new URL(page.url()).pathname.split("/").pop()!;

  await page.getByRole("tab", { name: "Backup & Share" }).click();
  const chooser = card.getByLabel("Choose a backup zip");
  await chooser.setInputFiles({ name: "notes.zip", mimeType: "application/zip", buffer: Buffer.from("these are notes, not a backup of anything") });
  await expect(card.getByRole("alert")).toHaveText("The file is not a zip, or it is cut short (no end-of-archive record).");
  await chooser.setInputFiles({ name: file.suggestedFilename(), mimeType: "application/zip", buffer: bytes });
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
  await expect(page).not.toHaveURL(new RegExp(restoredId));
  await expect(page.getByRole("heading", { level: 1, name: "Acme Fleet" })).toBeVisible();

  const jobs = (await (await page.request.get("/api/jobs")).json()) as { items: { jobName: string; createdAt: string }[] };
  expect(jobs.items.map((item) => item.jobName).sort()).toEqual(["Sprinter wrap", expect.stringMatching(/^Sprinter wrap \(restored /), expect.stringMatching(/^Sprinter wrap \(restored /)]);
  expect(new Set(jobs.items.map((item) => item.createdAt)).size, "a restored job keeps the day it was made").toBe(1);
});

test("an installer exports the whole account from the account menu, watches it finish, downloads it, and turns on nightly backups", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Export Co", jobName: "Trailer" });
  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${account.firstName} ${account.lastName}` }).click();
  await page.getByRole("menuitem", { name: "Backups & export" }).click();
  const dialog = page.getByRole("dialog", { name: "Backups" });
  await dialog.getByRole("button", { name: "Export my account" }).click();
  await expect(toasts(page).getByText("Backup Started")).toBeVisible();
  const done = dialog.getByTestId("account-export");
  await expect(done).toContainText(/Ready: .* · (under )?\d*\.?\d* ?MB/);
  const download = page.waitForEvent("download");
  await done.getByRole("link", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toMatch(/^WrapPilot-account-\d{4}-\d{2}-\d{2}\.zip$/);

  const nightly = dialog.getByRole("checkbox", { name: /Back up changed jobs every night/ });
  await expect(nightly).not.toBeChecked();
  await dialog.getByText("Back up changed jobs every night").click();
  await expect(nightly).toBeChecked();
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto(`/jobs/${job.id}#backup`);
  await expect(page.getByRole("tabpanel", { name: "Backup & Share" }).getByRole("checkbox", { name: /Back up changed jobs every night/ })).toBeChecked();
  expect(await (await page.request.get("/api/account/backup-settings")).json()).toEqual({ nightly: true });
});
