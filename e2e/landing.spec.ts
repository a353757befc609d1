import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support";

test("a visitor sees every landing section and the way in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Graphic Installer Assistant").first()).toBeVisible();
  await expect(page.getByText("Professional Job Management")).toBeVisible();
  for (const feature of [
    "Measurement Tracker",
    "Photo & Sketch Upload",
    "Job Folders",
    "Visual Job Board",
    "Built for Gloved Hands",
    "Cloud Sync & Backup",
  ]) {
    await expect(page.getByRole("heading", { name: feature })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Designed for the Field" })).toBeVisible();
  for (const item of ["Touch-Optimised Interface", "Dark Mode", "Instant Sync"]) {
    await expect(page.getByRole("heading", { name: item })).toBeVisible();
  }
  await expect(page.getByText("Or continue with")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute("href", "/api/login");
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");
  const footer = page.getByRole("contentinfo");
  for (const policy of ["Privacy Policy", "Terms of Service"]) await expect(footer.getByText(policy)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Support" })).toHaveAttribute("href", /^mailto:/);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Join WrapPilot and start managing your projects" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("any unknown path shows the landing page to a visitor", async ({ page }) => {
  await page.goto("/some/old/bookmark");
  await expect(page.getByText("Professional Job Management")).toBeVisible();
});

test("external sign-in explains that no provider is configured", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Your Free Trial" }).click();
  await expect(page).toHaveURL(/\/login\?provider=unavailable$/);
  await expect(page.getByText("Single sign-on isn't set up for this workspace yet.", { exact: false })).toBeVisible();
});
