import { type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, shellControlled, signUpThroughApi } from "./support";

const ZONE = "Pacific/Auckland";
test.use({ timezoneId: ZONE });

test("a shop owner reads this period's figures on every tab, switches periods and opens a job from the activity", async ({ page }) => {
  await signUpThroughApi(page);
  const van = await createJobThroughApi(page, { clientName: "Acme Fleet", jobName: "Van wrap", vehicleMake: "Ford", vehicleModel: "Transit", totalSquareFeet: 320 });
  await createJobThroughApi(page, { clientName: "Acme Fleet", jobName: "Pickup stripes", vehicleMake: "Ford", vehicleModel: "F-150", totalSquareFeet: 80, status: "in_progress" });
  await createJobThroughApi(page, { clientName: "Bravo Signs", vehicleMake: "Tesla", vehicleModel: "Model 3", totalSquareFeet: 200, status: "on_hold" });
  const completed = await page.request.patch(`/api/jobs/${van.id}`, { data: { status: "completed", base: { status: "quote_sent" } }, headers: { Origin: E2E_BASE_URL } });
  expect(completed.status()).toBe(200);

  await page.goto("/insights");
  await expect(page.getByText(/Updated just now/)).toBeVisible();
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  const card = (label: string) => overview.locator("div", { has: page.getByRole("heading", { name: label }) }).last();
  await expect(card("Total Jobs")).toContainText("3");
  await expect(card("Total Jobs")).toContainText("1 in progress");
  await expect(card("Completion Rate")).toContainText("33%");
  await expect(card("Completion Rate")).toContainText("1 of 3 jobs completed");
  await expect(card("Unique Clients")).toContainText("2");
  await expect(card("Unique Clients")).toContainText("1 returning");
  const thisWeek = overview.getByRole("table", { name: "Jobs created and completed per week" }).getByRole("row").last().getByRole("cell");
  await expect(thisWeek).toHaveText(["3", "1"]);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("tab", { name: "Performance" }).click();
  const performance = page.getByRole("tabpanel", { name: "Performance" });
  await expect(performance.getByRole("list", { name: "Jobs by status" }).getByRole("listitem").filter({ hasText: "On Hold" })).toContainText("1 · 33%");
  await expect(performance.getByText("600 sq ft")).toBeVisible();
  await expect(performance.getByText("1 of 2 clients have more than one job")).toBeVisible();

  await page.getByRole("tab", { name: "Analytics" }).click();
  const analytics = page.getByRole("tabpanel", { name: "Analytics" });
  await expect(analytics.getByRole("list", { name: "Jobs by vehicle make" }).getByRole("listitem").first()).toContainText("Ford");
  await expect(analytics.getByRole("list", { name: "Jobs by vehicle make" }).getByRole("listitem").first()).toContainText("2 jobs · 400 sq ft");
  await expect(analytics.getByRole("list", { name: "Jobs by vehicle type" })).toContainText("Vans");
  await expect(analytics.getByText("200 sq ft").first()).toBeVisible();
  await expect(analytics.getByRole("list", { name: "Top clients" }).getByRole("listitem").first()).toContainText("Acme Fleet");
  await expectNoAccessibilityViolations(page);

  const range = (days: number) => {
    const [year, month, date] = new Date().toLocaleDateString("en-CA", { timeZone: ZONE }).split("-").map(Number) as [number, number, number];
    const day = (offset: number) => new Date(Date.UTC(year, month - 1, date - offset)).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    return `${day(days - 1)} – ${day(0)} · Updated`;
  };
  await expect(page.getByText(range(7))).toBeVisible();
  await page.getByRole("radio", { name: "This Quarter" }).check({ force: true });
  await expect(page.getByText(range(90))).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(card("Total Jobs")).toContainText("3");

  await page.getByRole("tab", { name: "Activity" }).click();
  const activity = page.getByRole("list", { name: "Recent activity" }).getByRole("listitem");
  await expect(activity.first()).toContainText("Job completed");
  await expect(activity.first()).toContainText("Van wrap for Acme Fleet");
  await expect(activity).toHaveCount(4);
  await expectNoAccessibilityViolations(page);
  await activity.first().getByRole("link", { name: "Open Van wrap for Acme Fleet" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${van.id}`));
  await expect(page.getByRole("heading", { level: 1, name: "Acme Fleet" })).toBeVisible();
});

async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const skeletons = (page: Page) => page.locator("main .animate-pulse");

test("offline with no figures kept on the device, insights say they need a connection instead of loading forever", async ({ page, context }) => {
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Acme Fleet", vehicleMake: "Ford", vehicleModel: "Transit" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await shellControlled(page);
  await context.setOffline(true);

  await openInApp(page, "/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByText("Insights need a connection")).toBeVisible();
  await expect(skeletons(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("Insights need a connection")).toBeVisible();
  await expect(skeletons(page)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test("offline after a visit, insights show the figures kept on the device with the time they date from", async ({ page, context }) => {
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Acme Fleet", vehicleMake: "Ford", vehicleModel: "Transit", totalSquareFeet: 320 });
  await createJobThroughApi(page, { clientName: "Bravo Signs", status: "in_progress" });
  await page.goto("/insights");
  await expect(page.getByText(/Updated just now/)).toBeVisible();
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("list", { name: "Recent activity" }).getByRole("listitem")).toHaveCount(2);
  await shellControlled(page);
  // The device saves what was seen at most once a second.
  await page.waitForTimeout(1_500);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByText(/ · Figures from .+ \d{1,2}:\d{2} [AP]M, offline$/)).toBeVisible();
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  const totalJobs = overview.locator("div", { has: page.getByRole("heading", { name: "Total Jobs" }) }).last();
  await expect(totalJobs).toContainText("2");
  await expect(totalJobs).toContainText("1 in progress");
  await expect(skeletons(page)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("radio", { name: "This Quarter" }).check({ force: true });
  await expect(page.getByText("Insights need a connection")).toBeVisible();
  await expect(skeletons(page)).toHaveCount(0);
  await page.getByRole("radio", { name: "This Week" }).check({ force: true });
  await expect(totalJobs).toContainText("2");

  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("list", { name: "Recent activity" }).getByRole("listitem")).toHaveCount(2);
});
