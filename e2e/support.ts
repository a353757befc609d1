import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";

export type Account = { email: string; username: string; password: string; firstName: string; lastName: string };

export function newAccount(prefix = "crew"): Account {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    email: `${prefix}-${tag}@example.com`,
    username: `${prefix}_${tag}`,
    password: "wrap-it-right",
    firstName: "Dana",
    lastName: "Reyes",
  };
}

export async function createJobThroughApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post("/api/jobs", { data: body, headers: { Origin: E2E_BASE_URL } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Creates an account through the real API with the page's cookie jar, so the page is signed in. */
export async function signUpThroughApi(page: Page, account = newAccount()): Promise<Account> {
  const response = await page.request.post("/api/auth/signup", { data: account, headers: { Origin: E2E_BASE_URL } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Rules outside the WCAG tags that Lighthouse's accessibility score counts. */
const LIGHTHOUSE_EXTRA_RULES = { rules: { "heading-order": { enabled: true } } };

export async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options(LIGHTHOUSE_EXTRA_RULES).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The visible toast list; the toast's text is also spoken from a live region of its own (`toast-card.tsx`).
 * An open modal dialog hides the list from assistive technology (the announcement still speaks), so it is found hidden too.
 */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

const SEEN_TOASTS_KEY = "e2e-seen-toasts";

/**
 * Keeps the text of every toast the tab shows in its sessionStorage from now on, across navigations, for a toast the
 * app navigates away from at once (the 401's, shown half a second before it signs in again), which a check that polls
 * the page can miss.
 */
export async function keepToastsSeen(page: Page) {
  const keep = (key: string) => {
    new MutationObserver(() => {
      const text = document.querySelector('[aria-label^="Notifications"]')?.textContent?.trim();
      const seen = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
      if (text && !seen.includes(text)) sessionStorage.setItem(key, JSON.stringify([...seen, text]));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await page.addInitScript(keep, SEEN_TOASTS_KEY);
  await page.evaluate(keep, SEEN_TOASTS_KEY);
}

/** The toasts' texts `keepToastsSeen` kept, once the page has settled where it went. */
export async function toastsSeen(page: Page): Promise<string> {
  return (JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), SEEN_TOASTS_KEY)) ?? "[]") as string[]).join("\n");
}

/**
 * Counts the page's requests in flight, for a test to wait until none has been for half a second. Playwright's
 * "networkidle" is a moment of the page's load, passed for good once reached: a page that runs its code for half a
 * second before asking for more (a job page's other parts, once it is shown) has passed it before those are sent.
 */
export function watchNetwork(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by: number) => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    settled: () => expect.poll(() => inFlight === 0 && Date.now() - changedAt >= 500, { message: "the page's requests settle", intervals: [100] }).toBe(true),
  };
}

/** The service worker serves the app shell from now on, so a reload without signal still opens the app. */
export async function shellControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

/** A measurement's card on the Measurements tab, found by its title ('Hood 60" x 48"'). */
export const measurementCard = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** Opens Add Measurement on the job's Measurements tab and fills in a panel's size; the dialog is left open, to be saved. */
export async function fillNewMeasurement(page: Page, panel: string, width: string, height: string, unit = "in") {
  await page.getByRole("tabpanel", { name: "Measurements" }).getByRole("button", { name: "Add Measurement" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Measurement" });
  await dialog.getByLabel("Panel").selectOption({ label: panel });
  await dialog.getByRole("radio", { name: unit, exact: true }).check();
  await dialog.getByLabel(`Width (${unit})`).fill(width);
  await dialog.getByLabel(`Height (${unit})`).fill(height);
  return dialog;
}
