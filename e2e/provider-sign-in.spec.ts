import { type Page, expect, test } from "@playwright/test";
import { E2E_PROVIDER_APP_URL, E2E_PROVIDER_URL } from "./base-url";
import { expectNoAccessibilityViolations, newAccount, toasts } from "./support";

test.use({ baseURL: E2E_PROVIDER_APP_URL });

const freshLogin = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The provider's own (development) login page, and its consent page when it asks, as a person would use them. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_PROVIDER_URL}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  await expect(async () => expect(page.url().startsWith(E2E_PROVIDER_APP_URL) || (await consent.isVisible())).toBe(true)).toPass();
  if (!page.url().startsWith(E2E_PROVIDER_APP_URL)) await consent.click();
}

test("a new person signs in through the provider, gets an account named from it, and signs in to the same account again", async ({ page }) => {
  const login = freshLogin();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Continue with Test Provider" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your Free Trial" }), "the trial starts at the provider this server has").toHaveAttribute("href", "/api/login");
  await page.goto("/login");
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Continue with Test Provider" }).click();
  await signInAtProvider(page, login);

  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_PROVIDER_APP_URL}/`);
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: `Account menu for Provider ${login}` }).click();
  await expect(page.getByRole("menu").getByText(`${login}@provider.test`)).toBeVisible();
  const first = await (await page.request.get("/api/auth/user")).json();

  await page.goto("/api/logout");
  await expect(page.getByText("Professional Job Management")).toBeVisible();
  // The provider remembers the person this time, and sends the browser straight back.
  await page.getByRole("link", { name: "Continue with Test Provider" }).click();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  expect((await (await page.request.get("/api/auth/user")).json()).id).toBe(first.id);
});

test("an email the provider shares with a password account does not open it: the person is told to connect it from settings", async ({ page }) => {
  const login = freshLogin();
  const account = { ...newAccount("local"), email: `${login}@provider.test` };
  const created = await page.request.post("/api/auth/signup", { data: account, headers: { Origin: E2E_PROVIDER_APP_URL } });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/signup");
  await page.getByRole("link", { name: "Continue with Test Provider" }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/login\?provider=email-in-use$/);
  await expect(page.getByText("An account with this email already exists. Sign in with your password, then connect the provider")).toBeVisible();
  expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();

  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Account menu for Dana Reyes" }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Sign-in methods" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // Connecting asks for the account's password first, then the provider for a fresh sign-in, even though it remembers this browser.
  const section = page.getByRole("region", { name: "Sign-in methods" });
  await section.getByRole("button", { name: "Connect Test Provider" }).click();
  await section.getByLabel("Current password").fill("not-the-password");
  await section.getByRole("button", { name: "Continue to Test Provider" }).click();
  await expect(section.getByText("The current password is not right.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await section.getByLabel("Current password").fill(account.password);
  await section.getByRole("button", { name: "Continue to Test Provider" }).click();
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/settings\?provider=connected$/);
  await expect(page.getByText("The provider is now connected: you can sign in with it.")).toBeVisible();
  await expect(section.getByText(`${login}@provider.test`, { exact: false })).toBeVisible();

  // So does disconnecting it.
  await section.getByRole("button", { name: "Disconnect" }).click();
  await section.getByLabel("Current password").fill("not-the-password");
  await section.getByRole("button", { name: "Disconnect" }).click();
  await expect(section.getByText("The current password is not right.")).toBeVisible();
  await section.getByLabel("Current password").fill(account.password);
  await section.getByRole("button", { name: "Disconnect" }).click();
  await expect(toasts(page).getByText("You can no longer sign in with Test Provider.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Connect Test Provider" })).toBeVisible();
});

test("an account without a password confirms it is the person at the provider, then deletes itself", async ({ page }) => {
  const login = freshLogin();
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Test Provider" }).click();
  await signInAtProvider(page, login);
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();

  await page.goto("/settings");
  const danger = page.getByRole("region", { name: "Delete account" });
  await expect(danger.getByText("Your account has no password: delete it within 10 minutes of signing in through Test Provider.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // Confirming asks the provider for a fresh sign-in, even though it remembers this browser.
  await danger.getByRole("link", { name: "Confirm with Test Provider" }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/settings\?provider=reauthenticated$/);
  await expect(page.getByText("Confirmed: you signed in again through the provider.")).toBeVisible();

  await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("link", { name: /Start Your Free Trial|Sign up/i }).first()).toBeVisible();
  expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();
});
