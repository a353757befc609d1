import { type Download, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

const headers = { Origin: E2E_BASE_URL };

async function pdfBytes(download: Download) {
  return readFileSync(await download.path()).subarray(0, 5).toString("latin1");
}

test("Export PDF on the Overview downloads the job report and the client quote, and says so when making one fails", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Дмитрий Fleet", vehicleYear: 2021, vehicleMake: "Ford", vehicleModel: "Transit" });
  expect((await page.request.post(`/api/jobs/${job.id}/measurements`, { data: { jobType: "vehicle", panel: "hood", width: 60, height: 48 }, headers })).status()).toBe(201);

  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: "Export PDF" }).click();
  const sheet = page.getByRole("dialog", { name: "Export PDF" });
  await expect(sheet.getByRole("radio", { name: "Job report" })).toBeChecked();
  await sheet.getByRole("radio", { name: "No photos" }).check();
  await expectNoAccessibilityViolations(page);
  const [report] = await Promise.all([page.waitForEvent("download"), sheet.getByRole("button", { name: "Download PDF" }).click()]);
  expect(report.suggestedFilename()).toBe("Дмитрий Fleet - 2021 Ford Transit - report.pdf");
  expect(await pdfBytes(report)).toBe("%PDF-");
  await expect(sheet).toBeHidden();

  await page.getByRole("button", { name: "Export PDF" }).click();
  await sheet.getByRole("radio", { name: "Client quote" }).check();
  await expect(sheet.getByText("This job has no estimate yet.")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  await sheet.getByRole("button", { name: "Cancel" }).click();

  expect((await page.request.post(`/api/jobs/${job.id}/estimates`, { data: { totalSurfaceArea: 200, materialPrice: 450 }, headers })).status()).toBe(201);
  await page.reload();
  await page.getByRole("button", { name: "Export PDF" }).click();
  await sheet.getByRole("radio", { name: "Client quote" }).check();
  const [quote] = await Promise.all([page.waitForEvent("download"), sheet.getByRole("button", { name: "Download PDF" }).click()]);
  expect(quote.suggestedFilename()).toBe("Дмитрий Fleet - 2021 Ford Transit - quote.pdf");
  expect(await pdfBytes(quote)).toBe("%PDF-");

  await page.route("**/report.pdf*", (route) =>
    route.fulfill({ status: 503, json: { message: "The PDF fonts could not be loaded. Try again in a minute.", code: "service_unavailable", requestId: "e2e" } }),
  );
  await page.getByRole("button", { name: "Export PDF" }).click();
  await sheet.getByRole("button", { name: "Download PDF" }).click();
  await expect(toasts(page).getByText("Couldn't make the PDF")).toBeVisible();
  await expect(toasts(page).getByText("The PDF fonts could not be loaded. Try again in a minute.")).toBeVisible();
  await expect(sheet).toBeVisible();
});

test("the share page's Download PDF gives the public report", async ({ page, browser }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Σοφία Signs", clientEmail: "private@example.com" });
  const share = await (await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: { accessLevel: "view", expiresInDays: 7 }, headers })).json();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(share.shareUrl);
  await expect(visitor.getByText("Σοφία Signs").first()).toBeVisible();
  const [download] = await Promise.all([visitor.waitForEvent("download"), visitor.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("Σοφία Signs - report.pdf");
  expect(await pdfBytes(download)).toBe("%PDF-");
  await expectNoAccessibilityViolations(visitor);
});
