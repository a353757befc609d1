import { type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

async function openNewJob(page: Page, phone: boolean) {
  if (phone) await page.getByRole("button", { name: "New Job" }).last().click();
  else await page.getByRole("main").getByRole("button", { name: "New Job" }).first().click();
  await expect(page.getByRole("dialog", { name: "Create New Job" })).toBeVisible();
}


test("an installer creates, finds, edits, shares and deletes a job", async ({ page, context }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Bolt Electric", jobName: "Door logos", status: "in_progress", vehicleMake: "Ford", vehicleModel: "F-150" });
  await page.goto("/");

  await openNewJob(page, phone);
  const dialog = page.getByRole("dialog", { name: "Create New Job" });
  await expect(dialog.getByRole("button", { name: "Create Job" })).toBeDisabled();
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

  await acme.getByRole("button", { name: "Copy link to Acme Plumbing job" }).click();
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
