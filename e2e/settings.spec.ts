import { type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { cameraJpeg } from "./camera-photo";
import { type Account, createJobThroughApi, expectNoAccessibilityViolations, newAccount, signUpThroughApi, toasts } from "./support";

async function openSettings(page: Page, account: Account) {
  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${account.firstName} ${account.lastName}` }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
}

test("an installer fills in the business profile and logo, sets the shop's defaults, and new work starts from them", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Fleet" });
  await openSettings(page, account);

  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByLabel("Business name").fill("Reyes Wrap Studio");
  await profile.getByLabel("Phone").fill("call me");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Phone may use digits, spaces and + ( ) - . /")).toBeVisible();
  await profile.getByLabel("Phone").fill("+1 555 0199");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(toasts(page).getByText("Profile saved")).toBeVisible();

  await profile.getByLabel("Logo image file").setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(page, 400, 160) });
  await expect(toasts(page).getByText("Logo saved")).toBeVisible();
  await expect(profile.getByRole("img", { name: "Your business logo" })).toBeVisible();
  await expect.poll(() => profile.getByRole("img", { name: "Your business logo" }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await profile.getByLabel("Logo image file").setInputFiles({ name: "shop-sign.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(page, 3000, 1200) });
  await expect(toasts(page).getByText("Logo saved").last()).toBeVisible();
  await expect.poll(() => profile.getByRole("img", { name: "Your business logo" }).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]), "the photo upright, as the camera held it (EXIF orientation 6), at 2000 px").toEqual([800, 2000]);

  const defaults = page.getByRole("region", { name: "Units and defaults" });
  await defaults.getByLabel("Length unit").selectOption("cm");
  await defaults.getByLabel("Currency").selectOption("CAD");
  await defaults.getByLabel("Default waste (%)").fill("150");
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(defaults.getByText("Waste must be between 0 and 100%")).toBeVisible();
  await defaults.getByLabel("Default waste (%)").fill("15");
  await defaults.getByLabel("Labour rate per hour (optional)").fill("90");
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(toasts(page).getByText("Defaults saved")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Business name")).toHaveValue("Reyes Wrap Studio");
  await expect(page.getByRole("region", { name: "Units and defaults" }).getByLabel("Length unit")).toHaveValue("cm");
  await expect(page.getByRole("region", { name: "Units and defaults" }).getByLabel("Default roll width (cm)")).toHaveValue("152.4");

  await page.goto(`/jobs/${job.id}#measurements`);
  await page.getByRole("tabpanel", { name: "Measurements" }).getByRole("button", { name: "Add Measurement" }).first().click();
  const measurement = page.getByRole("dialog", { name: "Add Measurement" });
  await expect(measurement.getByLabel("Width (cm)")).toBeVisible();
  await measurement.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Wrapulator" }).click();
  await page.getByRole("button", { name: "New estimate" }).click();
  const estimate = page.getByRole("dialog", { name: "New estimate" });
  await expect(estimate.getByLabel("Roll width (cm)")).toHaveValue("152.4");
  await expect(estimate.getByLabel("Roll length (m)")).toHaveValue("22.86");
  await estimate.getByLabel("Surface area (m²)").fill("20");
  await expect(estimate.getByLabel("Estimate totals")).toContainText("247.57 sq ft (23.00 m²)");
  await estimate.getByRole("button", { name: "Save estimate" }).click();
  await expect(toasts(page).getByText("Estimate saved")).toBeVisible();
  const [saved] = await (await page.request.get(`/api/jobs/${job.id}/estimates`)).json();
  expect(saved).toMatchObject({ totalSurfaceArea: 215.28, vinylRollWidth: 60, vinylRollLength: 75, wastePercentage: 15 });

  const quote = await page.request.post(`/api/jobs/${job.id}/estimates`, { data: { totalSurfaceArea: 200 }, headers: { Origin: E2E_BASE_URL } });
  expect(quote.status()).toBe(201);
  const pdf = await page.request.get(`/api/jobs/${job.id}/quote.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).toString("latin1")).toContain("/Subtype /Image");
});

test("an installer sees their devices, signs another out, changes the password and deletes the account", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const account = await signUpThroughApi(page, newAccount("leaver"));
  const other = await browser.newContext({ userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36" });
  const laptop = await other.newPage();
  const login = await laptop.request.post(`${E2E_BASE_URL}/api/auth/login`, { data: { usernameOrEmail: account.username, password: account.password }, headers: { Origin: E2E_BASE_URL } });
  expect(login.status()).toBe(200);
  await openSettings(page, account);

  const devices = page.getByRole("region", { name: "Devices" });
  const list = devices.getByRole("list", { name: "Signed-in devices" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("This device");
  await list.getByRole("button", { name: "Sign out Chrome on Windows" }).click();
  await expect(toasts(page).getByText("Chrome on Windows is signed out.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect(await (await laptop.request.get(`${E2E_BASE_URL}/api/auth/user`)).json()).toBeNull();
  await other.close();

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("brand-new-secret");
  await password.getByLabel("New password again").fill("brand-new-secret");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page).getByText("The current password is not right.")).toBeVisible();
  await password.getByLabel("Current password").fill(account.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page).getByText("Password changed")).toBeVisible();

  const danger = page.getByRole("region", { name: "Delete account" });
  const remove = danger.getByRole("button", { name: "Delete my account" });
  await expect(remove).toBeDisabled();
  await danger.getByLabel("Password").fill(account.password);
  await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
  await remove.click();
  await expect(toasts(page).getByText("The password is not right.")).toBeVisible();
  await danger.getByLabel("Password").fill("brand-new-secret");
  await remove.click();
  await expect(page.getByRole("link", { name: /Start Your Free Trial|Sign up/i }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your account and everything in it have been deleted." })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your account and everything in it have been deleted."), "said once").toHaveCount(0);
  expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();

  const again = await page.request.post("/api/auth/signup", { data: account, headers: { Origin: E2E_BASE_URL } });
  expect(again.status(), "the email and username are free again").toBe(201);
});

test("a team owner hands the team to an admin before deleting the account", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await signUpThroughApi(page, newAccount("owner"));
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = newAccount("admin");
  expect((await adminPage.request.post(`${E2E_BASE_URL}/api/auth/signup`, { data: admin, headers: { Origin: E2E_BASE_URL } })).status()).toBe(201);
  const invite = await page.request.post("/api/team/invite", { data: { email: admin.email, role: "admin" }, headers: { Origin: E2E_BASE_URL } });
  const { id, code } = (await invite.json()) as { id: string; code: string };
  expect((await adminPage.request.post(`${E2E_BASE_URL}/api/team/invitations/${id}/accept`, { data: { code }, headers: { Origin: E2E_BASE_URL } })).status()).toBe(200);

  await openSettings(page, owner);
  const danger = page.getByRole("region", { name: "Delete account" });
  const handover = danger.getByTestId("team-handover");
  await expect(handover).toContainText("You own Dana Reyes's team");
  await danger.getByLabel("Password").fill(owner.password);
  await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(toasts(page).getByText(/Hand the team over or dissolve it first/)).toBeVisible();

  await handover.getByLabel("New owner").selectOption({ label: "Dana Reyes" });
  await handover.getByRole("button", { name: "Make owner" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Make Dana Reyes the owner of Dana Reyes's team\?$/ });
  await confirm.getByRole("button", { name: "Make owner" }).click();
  await expect(toasts(page).getByText("Team handed over")).toBeVisible();
  await expect(handover).toBeHidden();
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).not.toHaveURL(/\/settings$/);
  const team = (await (await adminPage.request.get(`${E2E_BASE_URL}/api/team`)).json()) as { myRole: string; members: unknown[] };
  expect(team).toMatchObject({ myRole: "owner", members: [expect.anything()] });
  await adminContext.close();
});

test("a new email needs the current password, and the account signs in with it from then on", async ({ page }) => {
  const account = await signUpThroughApi(page);
  await openSettings(page, account);
  const profile = page.getByRole("region", { name: "Profile" });
  const email = `moved-${account.username}@example.com`;
  await profile.getByLabel("Email").fill(email);
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Enter your current password")).toBeVisible();
  await profile.getByLabel("Current password").fill("not-the-password-1");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(toasts(page).getByText("The current password is not right.")).toBeVisible();
  await profile.getByLabel("Current password").fill(account.password);
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(toasts(page).getByText("Profile saved")).toBeVisible();
  await expect(profile.getByLabel("Current password")).toBeHidden();
  await expectNoAccessibilityViolations(page);

  const login = await page.request.post(`${E2E_BASE_URL}/api/auth/login`, { data: { usernameOrEmail: email, password: account.password }, headers: { Origin: E2E_BASE_URL } });
  expect(login.status()).toBe(200);
});
