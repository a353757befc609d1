import { type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

async function openNewJob(page: Page, phone: boolean) {
  if (phone) await page.getByRole("button", { name: "New Job" }).last().click();
  else await page.getByRole("main").getByRole("button", { name: "New Job" }).first().click();
  await expect(page.getByRole("dialog", { name: "Create New Job" })).toBeVisible();
}


test("an installer creates, finds, edits, shares and deletes a job", { tag: "@desktop" }, async ({ page, context }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Bolt Electric", jobName: "Door logos", status: "in_progress", vehicleMake: "Ford", vehicleModel: "F-150" });
  await page.goto("/");

  // Opened twice: the second time the saved clients are known when it opens, so the picker starts at "Choose a client".
  await openNewJob(page, phone);
  const dialog = page.getByRole("dialog", { name: "Create New Job" });
  await expect(dialog.getByRole("option", { name: "Bolt Electric" })).toBeAttached();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await openNewJob(page, phone);
  await expect(dialog.getByLabel("Client company")).toHaveValue("");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(dialog.getByText("Choose a client or add a new one")).toBeVisible();
  await expect(dialog.getByLabel("Client company")).toBeFocused();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Client company").selectOption("+ Add New Client");
  await dialog.getByLabel("New client name").fill("Acme Plumbing");
  await dialog.getByLabel("Contact person").fill("Rosa Diaz");
  await dialog.getByLabel("Phone").fill("555-0100");
  await dialog.getByLabel("Job name").fill("Full color change");

  await dialog.getByRole("button", { name: "Use Template" }).click();
  const library = page.getByRole("dialog", { name: "Vehicle Template Library" });
  await library.getByLabel("Search templates").fill("accord");
  await library.getByRole("option", { name: /Accord/ }).click();
  await expect(library.getByText("114.4", { exact: false }).first()).toBeVisible();
  await library.getByRole("button", { name: "Select & Continue" }).click();
  await expect(library).toBeHidden();
  await expect(dialog.getByLabel("Year")).toHaveValue("2022");
  await expect(dialog.getByLabel("Make")).toHaveValue("Honda");
  await expect(dialog.getByLabel("Model")).toHaveValue("Accord");
  await expect(dialog.getByLabel("Total square feet")).toHaveValue("104");
  await dialog.getByLabel("Due date").fill("2026-12-31");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(toasts(page).getByText("Job created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const jobs = page.getByRole("list", { name: "Jobs" });
  const acme = jobs.getByRole("listitem").filter({ hasText: "Acme Plumbing" });
  await expect(acme).toContainText("Full color change");
  await expect(acme).toContainText("2022 Honda Accord");
  await expect(acme).toContainText("Due Dec 31, 2026");
  await expect(acme).toContainText("104 sq ft");
  await expect(acme).toContainText("In Progress");
  await expectNoAccessibilityViolations(page);

  const search = page.getByRole("searchbox", { name: "Search jobs" }).first();
  await search.fill("honda accord");
  await expect(jobs.getByRole("listitem")).toHaveCount(1);
  await search.fill("");
  await expect(jobs.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Complete", exact: true }).click();
  await expect(page.getByText("Try adjusting your filters")).toBeVisible();
  await page.getByRole("button", { name: "All Jobs" }).click();
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");

  await acme.getByRole("button", { name: "View client history for Acme Plumbing" }).click();
  const history = page.getByRole("dialog", { name: "Client History" });
  await expect(history.getByText("Total Jobs")).toBeVisible();
  await expect(history).toContainText("Rosa Diaz");
  await history.getByRole("button", { name: "Close" }).last().click();
  await expect(history).toBeHidden();

  await acme.getByRole("button", { name: "Copy link to job Acme Plumbing · Full color change" }).click();
  await expect(toasts(page).getByText("Job link copied to clipboard!")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/jobs/[0-9a-f-]{36}$`));

  await acme.getByRole("link", { name: "Open Job" }).click();
  await expect(page.getByRole("heading", { name: "Acme Plumbing" })).toBeVisible();
  await expect(page.getByText("119.6 sq ft")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Edit job" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await edit.getByLabel("Status").selectOption("completed");
  await edit.getByLabel("Progress (%)").fill("100");
  await edit.getByLabel("Color").fill("Satin black");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toasts(page).getByText("Job updated successfully")).toBeVisible();
  await page.getByRole("dialog", { name: "How much vinyl went on?" }).getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("progressbar", { name: "Job progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("Satin black", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Satin black", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Delete this job" }).click();
  await expect(page.getByText("Are you sure you want to delete this job? This action cannot be undone.")).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Job deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(jobs.getByRole("listitem")).toHaveCount(1);
  await expect(jobs).not.toContainText("Acme Plumbing");
});

test("a new account sees the first-job empty state, and a foreign job id shows not found", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await expect(page.getByText("Get started by creating your first job")).toBeVisible();
  await page.getByRole("button", { name: "Create Your First Job" }).click();
  await expect(page.getByRole("dialog", { name: "Create New Job" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await page.goto("/jobs/6f1f6f3e-1111-4111-8111-111111111111");
  await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
});

test("the photos button on a card opens the job at its photos tab", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Zed Signs" });
  await page.goto("/");
  await page.getByRole("link", { name: "Photos of Zed Signs" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}#photos$`));
  await expect(page.getByRole("tab", { name: "Photos" })).toHaveAttribute("aria-selected", "true");
});

test("the phone's Back closes a dialog rather than the page, and a deleted job's page is replaced by the dashboard", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Harbor Cafe" });
  await page.goto("/");
  await page.getByRole("link", { name: "Open Job" }).click();
  const jobPage = `${E2E_BASE_URL}/jobs/${job.id}`;
  await expect(page).toHaveURL(jobPage);
  const back = () => page.evaluate(() => history.back());

  await page.getByRole("button", { name: "Edit job" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await expect(edit).toBeVisible();
  await back();
  await expect(edit).toHaveCount(0);
  await expect(page).toHaveURL(jobPage);

  await page.getByRole("button", { name: "Edit job" }).click();
  await edit.getByLabel("Color").fill("Gloss red");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toasts(page).getByText("Job updated successfully")).toBeVisible();
  await expect(edit).toHaveCount(0);

  await page.getByRole("button", { name: "Delete this job" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await back();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(jobPage);

  await page.getByRole("button", { name: "Delete this job" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await page.waitForTimeout(1200);
  await expect(page, "the dashboard stays: the step back past the dialog's entry did not undo it").toHaveURL(`${E2E_BASE_URL}/`);
  await back();
  await expect(page, "Back goes to the dashboard before the job, never to the deleted job").toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
});

/** WCAG contrast of two computed "rgb(r, g, b)" colours. */
function contrast(first: string, second: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test("filling from a VIN shows progress and names what the vehicle database did not return", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Bolt Electric" });
  await page.goto("/");
  await openNewJob(page, true);
  const dialog = page.getByRole("dialog", { name: "Create New Job" });
  const vin = dialog.getByLabel("VIN", { exact: true });
  const fill = dialog.getByRole("button", { name: "Fill year, make and model from VIN" });
  const notes = dialog.getByRole("status", { name: "VIN lookup" });
  await expect(vin).toHaveAttribute("placeholder", "e.g. 1HGCM…");
  const { typed, example, background } = await vin.evaluate((input) => ({
    typed: getComputedStyle(input).color,
    example: getComputedStyle(input, "::placeholder").color,
    background: getComputedStyle(input).backgroundColor,
  }));
  expect(contrast(example, background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(typed, example)).toBeGreaterThanOrEqual(2);

  await vin.fill("1FDWE3FS4DDA12345");
  await fill.click();
  await expect(notes).toHaveText("The vehicle database did not return the model for this VIN: type it in.");
  await expect(dialog.getByLabel("Year")).toHaveValue("2013");
  await expect(dialog.getByLabel("Make")).toHaveValue("Ford");
  await expect(dialog.getByLabel("Model")).toHaveValue("");

  // The fake database answers a serial ending 999 after 10 s; the Worker gives up after 1.5 s and reads the VIN alone.
  // The fake counts lookups for the whole run, so this VIN is this test's alone.
  const slow = "1FTBR1C82PKA10999";
  await vin.fill(slow);
  await expect(notes).toHaveText("");
  const lookups = async () => ((await (await page.request.get(`http://127.0.0.1:${E2E_PORT + 1}/__calls`)).json()) as Record<string, number>)[slow] ?? 0;
  const before = await lookups();
  const idle = await fill.boundingBox();
  await fill.click();
  const busy = dialog.getByRole("button", { name: "Looking up VIN…" });
  await expect(busy).toBeVisible();
  // Found and clicked in one task of the page: a click sent after the lookup ended would start a second one.
  const clickedWhileBusy = await dialog.evaluate((element) => {
    const button = [...element.querySelectorAll("button")].find((candidate) => candidate.textContent?.includes("Looking up VIN"));
    button?.click();
    return Boolean(button);
  });
  expect(clickedWhileBusy).toBe(true);
  expect(await busy.boundingBox()).toEqual(idle);
  await expect(notes).toContainText("The vehicle database couldn't be reached, so this is what the VIN itself says: year, maker and country.");
  await expect(notes).toContainText("It does not give the model: type it in, or fill again with a signal.");
  await expect(fill).toBeVisible();
  expect(await lookups()).toBe(before + 1);
  await expectNoAccessibilityViolations(page);
});

test("the job overview shows beside the list on a wide screen only, and appears when a narrow window widens", { tag: "@desktop" }, async ({ page }, testInfo) => {
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Blue Ridge Plumbing", vehicleMake: "Ford", vehicleModel: "Transit" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Blue Ridge Plumbing" })).toBeVisible();
  const overview = page.getByRole("complementary", { name: "Job overview" });
  if (testInfo.project.name === "phone") {
    await expect(overview).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await expect(overview.getByText("Active Jobs")).toBeVisible();
  await expect(overview.getByRole("link", { name: /Blue Ridge Plumbing/ })).toContainText("Ford Transit");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(overview).toHaveCount(0);
});
