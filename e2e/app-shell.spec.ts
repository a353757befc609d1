import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, shellControlled, signUpThroughApi } from "./support";

test("the theme choice survives a reload and 'system' follows the OS", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signUpThroughApi(page);
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Theme: system" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Theme: dark" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole("button", { name: "Theme: dark" }).click();
  await page.getByRole("menuitemradio", { name: "System" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
});

test("the kept theme is set by the page's inline script before any of the app's code arrives", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, colorScheme: "light", serviceWorkers: "block" });
  await context.addInitScript(() => localStorage.setItem("wrappilot-theme", "dark"));
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) blocked.push(message.text());
  });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
  expect(blocked).toEqual([]);
  await context.close();
});

test("the bottom navigation highlights where the user is", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Bottom navigation" });
  await expect(nav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(nav.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Jobs" })).not.toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Insights" }).click();
  await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute("aria-current", "page");
  for (const button of ["Camera", "Measure"]) await expect(nav.getByRole("button", { name: button })).toBeVisible();
  await expect(page.locator("button[aria-label='New Job']")).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("the bottom navigation is hidden on large screens", { tag: "@desktop-only" }, async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Bottom navigation" })).toBeHidden();
});

test("the install banner appears only when the browser offers installing and goes away when declined", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Professional Job Management")).toBeVisible();
  const banner = page.getByRole("region", { name: "Install app" });
  await expect(banner).toBeHidden();

  const offerInstall = (outcome: "accepted" | "dismissed") =>
    page.evaluate((choice) => {
      const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {
        (window as unknown as { promptShown: boolean }).promptShown = true;
      };
      event.userChoice = Promise.resolve({ outcome: choice });
      window.dispatchEvent(event);
    }, outcome);

  await offerInstall("dismissed");
  await expect(banner.getByText("Add to your home screen for quick access and offline use.")).toBeVisible();
  await banner.getByRole("button", { name: "Not Now" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText("Professional Job Management")).toBeVisible();
  await offerInstall("dismissed");
  await expect(banner, "Not Now holds on this device at the next start, when the browser offers again").toBeHidden();

  await page.evaluate(() => localStorage.removeItem("wrappilot-install-not-now"));
  await page.reload();
  await expect(page.getByText("Professional Job Management")).toBeVisible();
  await offerInstall("accepted");
  await banner.getByRole("button", { name: "Install App" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true);
});

test("after a first visit the app shell opens with the network off", async ({ page, context }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(page.getByText("Offline")).toBeVisible();
  await context.setOffline(false);
});

test("on a signal too slow to say who is signed in, a returning installer's jobs open from the phone", async ({ page }) => {
  await signUpThroughApi(page);
  await createJobThroughApi(page, { clientName: "Slow Signal Signs" });
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Slow Signal Signs/ }).first()).toBeVisible();
  await page.route("**/api/auth/user", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole("link", { name: /Slow Signal Signs/ }).first()).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a page that started without a service worker follows a version that takes it over: it reloads on its next navigation", { tag: "@desktop-only" }, async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await shellControlled(page);
  await page.evaluate(() => ((window as { startedHere?: boolean }).startedHere = true));

  await page.evaluate(async () => {
    const next = await navigator.serviceWorker.register("/sw.js?next-version", { scope: "/" });
    const waiting = next.waiting ?? (await new Promise<ServiceWorker>((resolve) => next.addEventListener("updatefound", () => next.installing!.addEventListener("statechange", (event) => (event.target as ServiceWorker).state === "installed" && resolve(event.target as ServiceWorker)))));
    const activated = new Promise((resolve) => waiting.addEventListener("statechange", () => waiting.state === "activated" && resolve(null)));
    waiting.postMessage({ type: "SKIP_WAITING" });
    await activated;
  });
  await page.getByRole("link", { name: "Insights" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as { startedHere?: boolean }).startedHere ?? false)).toBe(false);
});
