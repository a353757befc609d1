import { expect, test } from "@playwright/test";
import { createJobThroughApi, newAccount, signUpThroughApi, toasts } from "./support";

test("sign up, sign out and sign back in with username then email", async ({ page }) => {
  const account = newAccount("signup");
  await page.goto("/signup");
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page).getByText("Welcome to WrapPilot!")).toBeVisible();
  await expect(toasts(page).getByText("Your account has been created successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "Account menu for Dana Reyes" }).click();
  await expect(page.getByRole("menu").getByText(account.email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Professional Job Management")).toBeVisible();
  await page.goto("/team");
  await expect(page.getByText("Professional Job Management")).toBeVisible();

  for (const login of [account.username, account.email.toUpperCase()]) {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back to WrapPilot" })).toBeVisible();
    await page.getByLabel("Username or email").fill(login);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("You have been logged in successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
    await page.goto("/api/logout");
    await expect(page.getByText("Professional Job Management")).toBeVisible();
  }
});

test("a link to a job opened signed out signs in and on to that job's tab", async ({ page }) => {
  const account = await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Linked Fleet Co" });
  await page.context().clearCookies();
  await page.goto(`/jobs/${job.id}#photos`);
  await expect(page.getByRole("status").filter({ hasText: "Sign in to open this page." })).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}#photos`);
  await expect(page.getByRole("heading", { name: "Linked Fleet Co" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Photos", selected: true })).toBeVisible();
});

test("a visitor sent to sign in from a page who signs up instead lands on that page, and signed in, sign-in for it goes straight there", async ({ page }) => {
  const account = newAccount("returns");
  await page.goto("/insights");
  await expect(page.getByRole("status").filter({ hasText: "Sign in to open this page." })).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Sign up" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page).getByText("Welcome to WrapPilot!")).toBeVisible();
  await expect(page).toHaveURL(/\/insights$/);
  await page.goto("/");
  await page.goto("/login?returnTo=%2Finsights");
  await expect(page).toHaveURL(/\/insights$/);
});

test("a wrong password shows 'Login failed' and keeps the visitor on the sign-in screen", async ({ page }) => {
  const account = await signUpThroughApi(page);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page).getByText("Login failed")).toBeVisible();
  await expect(toasts(page).getByText("Invalid username/email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("sign-up field errors show under each field and nothing is sent", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => request.method() === "POST" && requests.push(request.url()));
  await page.goto("/signup");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  expect(requests).toEqual([]);
});

test("a taken email gets a clear message", async ({ page }) => {
  const account = await signUpThroughApi(page);
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Username").fill(`${account.username}_2`);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page).getByText("Signup failed")).toBeVisible();
  await expect(toasts(page).getByText("An account with this email already exists.")).toBeVisible();
});

test("signed in, an unknown path shows the 404 page with a way back to the dashboard, and /login goes to the dashboard", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("There's no page at this address. The link may be old or mistyped.")).toBeVisible();
  await expect(page.getByText("router")).toHaveCount(0);
  const home = page.getByRole("link", { name: "Back to Dashboard" });
  expect((await home.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await home.click();
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
});
