import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations, signUpThroughApi } from "./support";

test("a visitor sees every landing section and the way in", { tag: "@desktop" }, async ({ page }) => {
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
  await expect(page.getByText("Or continue with")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start Your Free Trial" }), "with no sign-in provider set up, the trial starts at sign-up").toHaveAttribute("href", "/signup");
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
  await page.goto("/api/login");
  await expect(page).toHaveURL(/\/login\?provider=unavailable$/);
  await expect(page.getByText("Sign-in with a provider isn't set up on this server.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /Continue with/ })).toHaveCount(0);
});

test("a visitor's landing, sign-in and sign-up pages log no console error and no failed request", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  for (const [path, heading] of [
    ["/", "Professional Job Management"],
    ["/login", "Welcome back"],
    ["/signup", "Join WrapPilot and start managing your projects"],
  ] as const) {
    const signedIn = page.waitForResponse((response) => response.url().endsWith("/api/auth/user"));
    await page.goto(path);
    expect(await (await signedIn).json()).toBeNull();
    await expect(page.getByText(heading).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("the footer opens the privacy policy and the terms, each with a way back home", async ({ page }) => {
  for (const [link, heading, line] of [
    ["Privacy Policy", "Privacy Policy", "removes their location (GPS)"],
    ["Terms of Service", "Terms of Service", "What you put in is yours"],
  ] as const) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(link === "Privacy Policy" ? /\/privacy$/ : /\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expectNoAccessibilityViolations(page);
    await page.getByRole("link", { name: "Back to home" }).first().click();
    await expect(page.getByText("Professional Job Management")).toBeVisible();
  }
});

test("signed in, the privacy policy and the terms open too, and home is the dashboard", async ({ page }) => {
  await signUpThroughApi(page);
  for (const [path, heading] of [["/privacy", "Privacy Policy"], ["/terms", "Terms of Service"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).first().click();
    await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  }
});
