import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

const F150 = "1FTFW1E51PFA12345";

test("an installer decodes a VIN, reads every tab, copies a panel and applies the vehicle to the job", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Fleet", vehicleMake: "Ford", totalSquareFeet: 180 });
  await page.goto(`/jobs/${job.id}#wrapulator`);

  const vin = page.getByLabel("VIN", { exact: true });
  const decode = page.getByRole("button", { name: "Decode & Calculate" });
  await expect(vin).toHaveAttribute("placeholder", "e.g. 1HGCM…");
  await expect(page.getByText("Type all 17 characters to decode.", { exact: false })).toBeVisible();
  await vin.fill("1ftfw1e51pfa");
  await expect(vin).toHaveValue("1FTFW1E51PFA");
  await expect(page.getByText("VIN must be exactly 17 characters")).toBeVisible();
  await expect(decode).toBeDisabled();
  await vin.fill("1FTFW1E51PFA1234O");
  await decode.click();
  await expect(toasts(page).getByText("VIN contains invalid characters (I, O, Q not allowed)")).toBeVisible();

  await vin.fill(`${F150}EXTRA`);
  await expect(vin).toHaveValue(F150);
  await decode.click();
  await expect(toasts(page).getByText("VIN Decoded Successfully")).toBeVisible();
  await expect(toasts(page).getByText("2023 Ford F-150")).toBeVisible();
  const results = page.getByRole("region", { name: "Decoded vehicle" });
  await expect(results.getByRole("heading", { name: "2023 Ford F-150" })).toBeVisible();
  await expect(results.getByText("XLT")).toBeVisible();
  await expect(results.getByText("Matches our 2023 Ford F-150 SuperCrew 5.5 ft bed template")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await results.getByLabel("Template to use").selectOption("None: estimate from the vehicle type");

  await results.getByRole("tab", { name: "Specifications" }).click();
  await expect(results.getByText("3.5L EcoBoost")).toBeVisible();
  await expect(results.getByText("145.4 in")).toBeVisible();

  await results.getByRole("tab", { name: "Panel Dimensions" }).click();
  await expect(results.getByRole("tabpanel", { name: "Panel Dimensions" }).getByText("Truck or SUV")).toBeVisible();
  await results.getByRole("button", { name: "Copy Hood dimensions" }).click();
  await expect(toasts(page).getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Hood: 78 in x 67.2 in, 36.40 sq ft");

  await results.getByRole("tab", { name: "Material Summary" }).click();
  await expect(results.getByText("Powered by NHTSA vPIC, the public vehicle database")).toBeVisible();
  await expect(results.getByText("72 in x 75 ft")).toBeVisible();
  await expect(results.getByText(/Hood and Roof are wider than a 60 in roll/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await results.getByRole("button", { name: "Apply to job" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Replace the job's details?" });
  await expect(confirm).toContainText("total area 180 sq ft (entered by hand)");
  await confirm.getByRole("button", { name: "Replace" }).click();
  await expect(toasts(page).getByText("Applied to job")).toBeVisible();
  await expect(results.getByRole("button", { name: "Applied to job" })).toBeDisabled();

  const saved = await (await page.request.get(`/api/jobs/${job.id}`)).json();
  expect(saved).toMatchObject({ vehicleVin: F150, vehicleYear: 2023, vehicleMake: "Ford", vehicleModel: "F-150", totalSquareFeetSource: "template" });
  expect(saved.totalSquareFeet).toBe(366.88);
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("Estimated from the vehicle")).toBeVisible();
});

test("an installer saves an estimate from the VIN with costs, edits and deletes one, and the Overview shows the latest", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Fleet", totalSquareFeet: 200 });
  await page.goto(`/jobs/${job.id}#wrapulator`);
  await expect(page.getByText("No estimates yet.")).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("VIN", { exact: true }).fill(F150);
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await page.getByLabel("Template to use").selectOption("None: estimate from the vehicle type");
  await page.getByRole("button", { name: "Save estimate" }).click();

  const dialog = page.getByRole("dialog", { name: "New estimate" });
  await expect(dialog.getByLabel("Surface area (sq ft)")).toHaveValue("366.88");
  await expect(dialog.getByLabel("Waste (%)")).toHaveValue("15");
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue(`From VIN ${F150} (2023 Ford F-150)`);
  await dialog.getByLabel("Currency").selectOption("USD");
  await dialog.getByLabel("Material price (optional)").fill("780");
  await dialog.getByLabel("Labour hours (optional)").fill("10");
  await dialog.getByLabel("Rate per hour (optional)").fill("65");
  await expect(dialog.getByLabel("Estimate totals")).toContainText("421.91 sq ft");
  await expect(dialog.getByLabel("Estimate totals")).toContainText("$2,210.00");
  await dialog.getByLabel("Waste (%)").fill("150");
  await dialog.getByRole("button", { name: "Save estimate" }).click();
  await expect(dialog.getByText("Waste must be between 0 and 100%")).toBeVisible();
  await dialog.getByLabel("Waste (%)").fill("15");
  await dialog.getByRole("button", { name: "Save estimate" }).click();
  await expect(toasts(page).getByText("Estimate saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const list = page.getByRole("list", { name: "Estimates" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("2 rolls · 421.91 sq ft of vinyl");
  await expect(list).toContainText("$2,210.00");
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "New estimate" }).click();
  const second = page.getByRole("dialog", { name: "New estimate" });
  await expect(second.getByLabel("Surface area (sq ft)")).toHaveValue("200");
  await second.getByLabel("Material price (optional)").fill("3");
  await second.getByRole("radio", { name: "Per sq ft" }).check();
  await second.getByRole("button", { name: "Save estimate" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("$660.00");

  await list.getByRole("listitem").first().getByRole("button", { name: /^Edit estimate/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit estimate" });
  await edit.getByLabel("Material price (optional)").fill("4");
  await edit.getByRole("button", { name: "Save estimate" }).click();
  await expect(list.getByRole("listitem").first()).toContainText("$880.00");

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("$880.00")).toBeVisible();
  await page.getByRole("button", { name: "All 2 estimates" }).click();
  await list.getByRole("listitem").first().getByRole("button", { name: /^Delete estimate/ }).click();
  await page.getByRole("alertdialog", { name: "Delete this estimate?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Estimate deleted")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const stored = await (await page.request.get(`/api/jobs/${job.id}/estimates`)).json();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ rollsNeeded: 2, totalMaterialCost: 1560, totalLaborCost: 650, totalProjectCost: 2210, currency: "USD" });
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("button", { name: "Edit job" }).click();
  const editJob = page.getByRole("dialog", { name: "Edit Job" });
  await editJob.getByLabel("Status").selectOption("completed");
  await editJob.getByRole("button", { name: "Save Changes" }).click();
  const used = page.getByRole("dialog", { name: "How much vinyl went on?" });
  await used.getByRole("radio", { name: "Linear feet of roll" }).check();
  await used.getByLabel("Vinyl used (linear ft)").fill("80");
  await expect(used.getByText("That is 400.00 sq ft.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await used.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Vinyl used saved")).toBeVisible();
  await expect(page.getByText("Vinyl used: 400 sq ft")).toBeVisible();
  await expect(page.getByText("5% under the estimate")).toBeVisible();
  expect(await (await page.request.get(`/api/jobs/${job.id}`)).json()).toMatchObject({ status: "completed", vinylUsedSquareFeet: 400 });
});

test("with no signal the VIN still decodes on the phone: year, maker and panel estimates; a made-up one fails", async ({ page, context }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Basement Garage Co" });
  await page.goto(`/jobs/${job.id}#wrapulator`);
  await expect(page.getByRole("button", { name: "Decode & Calculate" })).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await page.getByLabel("VIN", { exact: true }).fill("1HGCM82653A004352");
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await expect(toasts(page).getByText("2003 Honda (from the VIN only)")).toBeVisible();
  const results = page.getByRole("region", { name: "Decoded vehicle" });
  await expect(results.getByText(/The vehicle database couldn't be reached/)).toBeVisible();
  await expect(results.getByText(/The check digit \(9th character\) is 5 but this VIN works out to 3/)).toBeVisible();
  await results.getByRole("tab", { name: "Material Summary" }).click();
  await expect(results.getByText("Decoded on this device from the VIN itself")).toBeVisible();

  await page.getByLabel("VIN", { exact: true }).fill("9ZZZZ1234ZA123456");
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await expect(toasts(page).getByText("Failed to decode VIN"), "a made-up VIN names no maker: nothing to call decoded").toBeVisible();
  await expect(results).toHaveCount(0);
  await context.setOffline(false);
});

test("a VIN the database does not know says so and clears the last result", { tag: "@desktop-only" }, async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Fleet" });
  await page.goto(`/jobs/${job.id}#wrapulator`);
  const vin = page.getByLabel("VIN", { exact: true });
  await vin.fill("1HGCM82633A004352");
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await expect(page.getByRole("heading", { name: "2003 Honda Accord" })).toBeVisible();
  await vin.fill("1FTFW1E58PFA00404");
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await expect(toasts(page).getByText("No vehicle information found")).toBeVisible();
  await expect(page.getByRole("region", { name: "Decoded vehicle" })).toHaveCount(0);
});

test("an installer plans the roll from the measured panels, reads the cut list and uses the plan in an estimate", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Cobalt Coffee" });
  for (const data of [
    { jobType: "vehicle", panel: "hood", width: 78, height: 67.2 },
    { jobType: "vehicle", panel: "driver_side", width: 252, height: 57.6 },
    { jobType: "vehicle", panel: "roof", width: 62.4, height: 100.8 },
    { jobType: "vehicle", panel: "driver_front_door", width: 50.4, height: 28.8 },
  ]) {
    expect((await page.request.post(`/api/jobs/${job.id}/measurements`, { data, headers: { Origin: E2E_BASE_URL } })).status()).toBe(201);
  }
  await page.goto(`/jobs/${job.id}#wrapulator`);
  const planner = page.getByRole("heading", { name: "Roll planner" }).locator("..");
  await expect(planner.getByText("Measured panels")).toBeVisible({ timeout: 15_000 });
  const plan = planner.getByLabel("Roll plan");
  await expect(plan.getByText("Seamed strips").locator("..")).toHaveText("Seamed strips6");
  await expect(planner.getByRole("img", { name: /^Roll 1: 6 pieces over/ })).toBeVisible();

  await planner.getByRole("radio", { name: "72 in" }).check();
  await expect(planner.getByRole("img", { name: /^Roll 1: 4 pieces over/ })).toBeVisible();
  await expect(plan.getByText("Seamed strips").locator("..")).toHaveText("Seamed strips0");
  await planner.getByLabel("Bleed per side (in)").fill("30");
  await expect(planner.getByText("0 to 24 inches")).toBeVisible();
  await planner.getByLabel("Bleed per side (in)").fill("2");
  await planner.getByRole("button", { name: "Zoom in" }).click();
  await planner.getByText("Cut list").click();
  await expect(planner.getByRole("cell", { name: "Driver Side 252\" x 57.6\"" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await planner.getByRole("button", { name: "Use in estimate" }).click();
  const dialog = page.getByRole("dialog", { name: "New estimate" });
  await expect(dialog.getByLabel("Roll width (in)")).toHaveValue("72");
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue(/^Roll plan: .* of a 72 in roll \(measured panels\)$/);
  await dialog.getByRole("button", { name: "Save estimate" }).click();
  await expect(toasts(page).getByText("Estimate saved")).toBeVisible();
});
