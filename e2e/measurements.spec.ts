import { expect, test } from "@playwright/test";
import { createJobThroughApi, expectNoAccessibilityViolations, fillNewMeasurement, measurementCard, shellControlled, signUpThroughApi, toasts } from "./support";

test("an installer measures three panels, edits one, deletes one and the job totals follow", async ({ page }) => {
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Acme Plumbing", jobName: "Van wrap", vehicleMake: "Ford", vehicleModel: "Transit" });
  await page.goto("/");
  const jobCard = page.getByRole("list", { name: "Jobs" }).getByRole("listitem").filter({ hasText: "Acme Plumbing" });
  await expect(jobCard).toContainText("—");
  await jobCard.getByRole("link", { name: "Acme Plumbing", exact: true }).click();
  await page.getByRole("tab", { name: "Measurements" }).click();
  const tab = page.getByRole("tabpanel", { name: "Measurements" });
  await expect(tab.getByText("No measurements yet")).toBeVisible();
  await expect(tab.getByText("Start by adding your first measurement")).toBeVisible();
  await expect(tab.getByRole("radio", { name: /Vehicle/ })).toBeChecked();

  const hood = await fillNewMeasurement(page, "Hood", "60", "48");
  await expect(hood.getByText("20.00 sq ft")).toBeVisible();
  await expect(hood.getByText('Leave empty to use "Hood 60" x 48""')).toBeVisible();
  await hood.getByRole("button", { name: "Save Measurement" }).dblclick();
  await expect(toasts(page).getByText("Measurement added")).toBeVisible();
  await expect(hood).toBeHidden();
  await expect(measurementCard(page, 'Hood 60" x 48"')).toHaveCount(1);
  await expect(tab.getByRole("button", { name: "Add Measurement" })).toBeFocused();

  const side = await fillNewMeasurement(page, "Driver Side", "457.2", "121.92", "cm");
  await expect(side.getByText("60.00 sq ft")).toBeVisible();
  await side.getByRole("button", { name: "Save Measurement" }).click();
  const driver = measurementCard(page, "Driver Side 457.2 cm x 121.92 cm");
  await expect(driver).toContainText('In inches: W 180" × H 48"');

  const roof = await fillNewMeasurement(page, "Roof", "72", "48");
  await roof.getByLabel("Label (optional)").fill("Roof with rack");
  await roof.getByRole("button", { name: "Save Measurement" }).click();
  await expect(measurementCard(page, "Roof with rack")).toContainText("24.00 sq ft");

  const totals = tab.getByRole("heading", { name: "Totals" }).locator("..");
  await expect(totals).toContainText("Measured · 3 panels");
  await expect(totals).toContainText("104.00 sq ft");
  await expect(totals).toContainText("9.66 m²");
  await expect(totals).toContainText("119.6 sq ft");
  await expect(tab.getByRole("region", { name: "Sides" })).toContainText("60.00 sq ft");
  await expect(tab.getByRole("region", { name: "Top" })).toContainText("44.00 sq ft");
  await expectNoAccessibilityViolations(page);

  await measurementCard(page, "Roof with rack").getByRole("button", { name: "Edit Roof with rack" }).click();
  const editing = measurementCard(page, "Roof with rack");
  await editing.getByLabel("Width (in)").fill("");
  await editing.getByLabel("Height (in)").fill("");
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Please enter measurements")).toBeVisible();
  await editing.getByRole("radio", { name: "ft", exact: true }).check();
  await editing.getByLabel("Width (ft)").fill("6");
  await editing.getByLabel("Height (ft)").fill("5");
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Measurement saved")).toBeVisible();
  await expect(measurementCard(page, "Roof with rack")).toContainText("30.00 sq ft");
  await expect(totals).toContainText("110.00 sq ft");

  await driver.getByRole("button", { name: "Delete Driver Side 457.2 cm x 121.92 cm" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Measurement deleted")).toBeVisible();
  await expect(driver).toHaveCount(0);
  await expect(totals).toContainText("Measured · 2 panels");
  await expect(totals).toContainText("50.00 sq ft");

  await page.getByRole("link", { name: "Back to jobs" }).click();
  await expect(jobCard).toContainText("50 sq ft");
  await jobCard.getByRole("link", { name: "Acme Plumbing", exact: true }).click();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Job Status" })).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  const status = page.getByRole("heading", { name: "Job Status" }).locator("..");
  await expect(status).toContainText("50 sq ft");
  await expect(status).toContainText("Follows the measurements");
  await expect(status).toContainText("57.5 sq ft");
});

test("a custom job needs notes, and a typed job total stays until the installer uses the measured one", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Harbor Marine", totalSquareFeet: 250 });
  await page.goto(`/jobs/${job.id}#measurements`);
  const tab = page.getByRole("tabpanel", { name: "Measurements" });
  await tab.getByRole("radio", { name: /Custom Job/ }).check();
  await tab.getByRole("button", { name: "Add Measurement" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Measurement" });
  await expect(dialog.getByLabel("Panel")).toHaveCount(0);
  await dialog.getByLabel("Width (in)").fill("96");
  await dialog.getByLabel("Height (in)").fill("30");
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(toasts(page).getByText("Please add measurements")).toBeVisible();
  await expect(toasts(page).getByText("Custom job requires measurement notes.")).toBeVisible();
  await dialog.getByLabel("Area name (optional)").fill("Hull, port side");
  await dialog.getByLabel("Notes (required for custom jobs)").fill("Curved; add 2 in bleed");
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(measurementCard(page, "Hull, port side")).toContainText("20.00 sq ft");

  const totals = tab.getByRole("heading", { name: "Totals" }).locator("..");
  await expect(totals).toContainText("250.00 sq ft");
  await expect(totals).toContainText("Entered by hand");
  await totals.getByRole("button", { name: "Use measured total" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Use the measured total?" });
  await expect(confirm).toContainText("250 sq ft (entered by hand) will be replaced by the measured 20.00 sq ft");
  await confirm.getByRole("button", { name: "Use measured total" }).click();
  await expect(toasts(page).getByText("Job total updated")).toBeVisible();
  await expect(totals).toContainText("Follows the measurements");
  await expect(totals).toContainText("23.0 sq ft");
  await expect(totals.getByRole("button", { name: "Use measured total" })).toHaveCount(0);
});

test("the quick converter turns a metric reading into every unit", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Plumbing" });
  await page.goto(`/jobs/${job.id}#measurements`);
  const converter = page.getByRole("heading", { name: "Quick Convert" }).locator("..");
  await converter.getByRole("radio", { name: "m", exact: true }).check();
  await converter.getByLabel("Length (m)").fill("1.5");
  await expect(converter).toContainText("59.055 in");
  await expect(converter).toContainText("4.921 ft");
  await expect(converter).toContainText("150 cm");
  await expect(converter).toContainText("1.5 m");
});

test("the Measure button picks a recent job, or starts a new one, and opens Add Measurement on it", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Bolt Electric", jobName: "Door logos" });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Bottom navigation" });

  await nav.getByRole("button", { name: "Measure" }).click();
  const picker = page.getByRole("dialog", { name: "Measure a Job" });
  await picker.getByRole("button", { name: /Bolt Electric/ }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}#measurements$`));
  const dialog = page.getByRole("dialog", { name: "Add Measurement" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await nav.getByRole("button", { name: "Measure" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/");
  await nav.getByRole("button", { name: "Measure" }).click();
  await picker.getByRole("button", { name: "New Job" }).click();
  const newJob = page.getByRole("dialog", { name: "Create New Job" });
  await newJob.getByLabel("Client company").selectOption("+ Add New Client");
  await newJob.getByLabel("New client name").fill("Cobalt Coffee");
  await newJob.getByRole("button", { name: "Create Job" }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cobalt Coffee", includeHidden: true })).toBeVisible();
  await dialog.getByLabel("Panel").selectOption({ label: "Passenger Side" });
  await dialog.getByLabel("Width (in)").fill("180");
  await dialog.getByLabel("Height (in)").fill("48");
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(measurementCard(page, 'Passenger Side 180" x 48"')).toContainText("60.00 sq ft");
});

test("with no signal a save is kept on the device, marked as waiting, and lands once the signal is back", async ({ page, context }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Offline Signs" });
  await page.goto(`/jobs/${job.id}#measurements`);
  // A save on a first visit, before the app is kept, is first-visit-offline.spec's; this one is about the queue.
  await shellControlled(page);
  const dialog = await fillNewMeasurement(page, "Hood", "60", "48");
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(toasts(page).getByText("Measurement added")).toBeVisible();
  await expect(toasts(page).getByText("Saved on this device. It will sync when the signal is back.")).toBeVisible();
  await expect(measurementCard(page, 'Hood 60" x 48"')).toContainText("Waiting to sync");
  await expect(page.getByRole("button", { name: "Offline, 1 change waiting" })).toBeVisible();
  await context.setOffline(false);
  await expect(measurementCard(page, 'Hood 60" x 48"')).not.toContainText("Waiting to sync");
  await expect(page.getByRole("button", { name: /change waiting/ })).toHaveCount(0);
  const stored = await page.request.get(`/api/jobs/${job.id}/measurements`);
  expect(await stored.json()).toHaveLength(1);
});
