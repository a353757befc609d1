import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, fillNewMeasurement, keepToastsSeen, measurementCard, signUpThroughApi, toasts, toastsSeen } from "./support";

test("a measurement saved in a dead zone whose answer never arrives waits on the device and is stored once when sent again", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Dead Zone Decals" });
  let answersLost = 0;
  await page.route(`**/api/jobs/${job.id}/measurements`, async (route) => {
    if (route.request().method() !== "POST" || answersLost > 0) return route.fallback();
    answersLost += 1;
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  await page.goto(`/jobs/${job.id}#measurements`);
  const dialog = await fillNewMeasurement(page, "Hood", "60", "48");
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(toasts(page).getByText("Measurement added")).toBeVisible();
  await expect(toasts(page).getByText("Saved on this device. It will sync when the signal is back.")).toBeVisible();
  await expect(measurementCard(page, 'Hood 60" x 48"')).toHaveCount(1);
  await expect(measurementCard(page, 'Hood 60" x 48"')).not.toContainText("Waiting to sync");
  const stored = await page.request.get(`/api/jobs/${job.id}/measurements`);
  expect(await stored.json()).toHaveLength(1);
  const totals = page.getByRole("tabpanel", { name: "Measurements" }).getByRole("heading", { name: "Totals" }).locator("..");
  await expect(totals).toContainText("20.00 sq ft");
});

test("an edit that clashes with someone else's change says so and shows their value", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Clash Graphics" });
  const added = await page.request.post(`/api/jobs/${job.id}/measurements`, {
    data: { jobType: "vehicle", panel: "hood", width: 60, height: 48 },
    headers: { Origin: E2E_BASE_URL },
  });
  const { measurement } = (await added.json()) as { measurement: { id: string } };
  await page.goto(`/jobs/${job.id}#measurements`);
  await measurementCard(page, 'Hood 60" x 48"').getByRole("button", { name: 'Edit Hood 60" x 48"' }).click();
  const editing = measurementCard(page, 'Hood 60" x 48"');
  await editing.getByLabel("Width (in)").fill("65");

  const elsewhere = await page.request.patch(`/api/measurements/${measurement.id}`, {
    data: { width: 70, base: { width: 60 } },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(elsewhere.status()).toBe(200);

  await editing.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Error saving measurement")).toBeVisible();
  await expect(toasts(page).getByText("Someone else changed Width meanwhile. Check the new value and save again.")).toBeVisible();
  await expect(page.getByLabel("Width (in)")).toHaveValue("70");
  const stored = (await (await page.request.get(`/api/jobs/${job.id}/measurements`)).json()) as { width: number }[];
  expect(stored.map((item) => item.width)).toEqual([70]);
});

test("a measurement saved after the session ended on another device is kept, and lands once the installer signs in again", { tag: "@desktop-only" }, async ({ page, playwright }) => {
  const account = await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Session Ended Co" });
  await page.goto(`/jobs/${job.id}#measurements`);
  await expect(page.getByRole("tabpanel", { name: "Measurements" }).getByRole("button", { name: "Add Measurement" }).first()).toBeVisible();

  const dialog = await fillNewMeasurement(page, "Hood", "60", "48");

  const otherDevice = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } });
  expect((await otherDevice.post("/api/auth/login", { data: { usernameOrEmail: account.username, password: account.password } })).status()).toBe(200);
  expect((await otherDevice.delete("/api/account/sessions")).ok()).toBe(true);
  await otherDevice.dispose();

  await keepToastsSeen(page);
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back to WrapPilot" })).toBeVisible();
  expect(await toastsSeen(page)).toContain("You are logged out. Logging in again...");
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(toasts(page).getByText("You have been logged in successfully.")).toBeVisible();
  await expect(page, "back on the page the session ended on").toHaveURL(`/jobs/${job.id}#measurements`);
  await expect(page.getByRole("tab", { name: "Measurements", selected: true })).toBeVisible();
  const stored = async () => {
    const response = await page.request.get(`/api/jobs/${job.id}/measurements`);
    return response.ok() ? ((await response.json()) as { panel: string; width: number }[]).map(({ panel, width }) => [panel, width]) : response.status();
  };
  await expect.poll(stored, { message: "the kept save is sent once signed in again", timeout: 15_000 }).toEqual([["hood", 60]]);
});
