import { type Page, expect, test } from "@playwright/test";
import { createJobThroughApi, signUpThroughApi, toasts } from "./support";

// The service worker would answer from its copy of the app, which is what a first visit before it installs lacks.
test.use({ serviceWorkers: "block" });

const NOTES_CHUNK = "**/assets/notes-tab-*.js";
// The bottom bar's on a phone, the dashboard's own on a desktop (where the bar is hidden).
const newJobButton = (page: Page) => page.getByRole("button", { name: "New Job" }).last();
const cutOff = (page: Page, pattern: string) => page.route(pattern, (route) => route.abort("internetdisconnected"));

test("a tab whose code cannot be fetched says so in its place, and comes back on Try again once there is signal", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Harbor Bakery", jobName: "Van wrap" });
  await cutOff(page, NOTES_CHUNK);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("tab", { name: "Notes" }).click();
  const notes = page.getByRole("tabpanel", { name: "Notes" });
  const notice = notes.getByRole("alert");
  await expect(notice).toContainText("Couldn't load this part of WrapPilot");
  await expect(notice).toContainText("Check your signal and try again.");
  await expect(page.getByRole("heading", { name: "Harbor Bakery" })).toBeVisible();

  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toContainText("WrapPilot may have been updated since this page opened.");
  await expect(notice.getByRole("button", { name: "Try again" })).toHaveCount(0);

  await page.unroute(NOTES_CHUNK);
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("tab", { name: "Notes" }).click();
  await notes.getByRole("button", { name: "Try again" }).click();
  await expect(notes.getByText("No notes yet")).toBeVisible();
});

test("a dialog whose code cannot be fetched closes with a toast, and opens on the next tap once there is signal", async ({ page }) => {
  await signUpThroughApi(page);
  // From the start: the dashboard fetches New Job's code once shown, which a signal lost by then never brings.
  await cutOff(page, "**/assets/new-job-dialog-*.js");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await newJobButton(page).click();
  await expect(toasts(page).getByText("Couldn't load this part of WrapPilot")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.unroute("**/assets/new-job-dialog-*.js");
  await newJobButton(page).click();
  await expect(page.getByRole("dialog", { name: "Create New Job" })).toBeVisible();
});
