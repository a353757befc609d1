import { type Browser, type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, expectNoAccessibilityViolations, newAccount, signUpThroughApi, toasts } from "./support";

async function installerPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Invites `email` as `inviter` through the API; answers the invite link the owner would copy, as a path. */
async function inviteLinkThroughApi(inviter: Page, email: string, role: "installer" | "viewer") {
  const invited = await inviter.request.post("/api/team/invite", { data: { email, role }, headers: { Origin: E2E_BASE_URL } });
  expect(invited.status()).toBe(201);
  const { id, code } = (await invited.json()) as { id: string; code: string };
  return `/signup?${new URLSearchParams({ email, invitation: id, code })}`;
}

const teamNav = (page: Page) => page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: /Team/ });

test("an owner invites an installer, who accepts, works on a shared job, and loses it when the share is revoked", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, { ...newAccount("owner"), firstName: "Olga", lastName: "Ortiz" });
  const job = await createJobThroughApi(page, { clientName: "Harbor Bakery", jobName: "Van wrap", vehicleMake: "Ford", vehicleModel: "Transit" });
  const installer = await installerPage(browser);
  const installerAccount = { ...newAccount("installer"), firstName: "Ivan", lastName: "Petrov" };
  await signUpThroughApi(installer, installerAccount);

  await page.goto("/team");
  await expect(page.getByText("No team yet")).toBeVisible();
  await page.getByRole("button", { name: "Invite Member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite Member" });
  await invite.getByLabel("Email").fill("not-an-email");
  await invite.getByRole("button", { name: "Send Invite" }).click();
  await expect(invite.getByText("Please enter a valid email address")).toBeVisible();
  await invite.getByLabel("Email").fill(installerAccount.email);
  await expect(invite.getByText("Works on the jobs shared with them")).toBeVisible();
  await invite.getByRole("button", { name: "Send Invite" }).dblclick();
  await expect(toasts(page).getByText("Team member invited successfully")).toBeVisible();
  await expect(invite).toBeHidden();
  await expect(page.getByText("Olga Ortiz's team")).toBeVisible();
  await expect(page.getByRole("region", { name: "Waiting for an answer (1)" })).toContainText(installerAccount.email);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  await page.getByRole("button", { name: "Copy invite link" }).click();
  await expect(toasts(page).getByText("Link Copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/signup\?email=.+&invitation=[0-9a-f-]{36}&code=[0-9a-f]{32}$/);

  await installer.goto("/");
  await expect(teamNav(installer)).toContainText("1");
  await teamNav(installer).click();
  const invitation = installer.getByRole("region", { name: "Invitations for you" });
  await expect(invitation).toContainText("Olga Ortiz invited you to join Olga Ortiz's team as Installer");
  await expect(invitation).toContainText("To answer it, open the invite link Olga Ortiz sent you, on this device.");
  await expect(invitation.getByRole("button", { name: "Accept and join" })).toHaveCount(0);
  await installer.goto(link);
  await expect(installer).toHaveURL(/\/team$/);
  await expect(invitation).toContainText("the team's owner and admins will see your jobs");
  await expectNoAccessibilityViolations(installer);
  await invitation.getByRole("button", { name: "Accept and join" }).click();
  await expect(toasts(installer).getByText("You joined Olga Ortiz's team")).toBeVisible();
  await expect(installer.getByRole("list", { name: "Team members" }).getByText("Ivan Petrov")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("tab", { name: "Team Members (2)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Team members" }).getByText("Ivan Petrov")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("tab", { name: /^Shared Jobs/ }).click();
  await page.getByRole("button", { name: "Share Job" }).click();
  const share = page.getByRole("dialog", { name: "Share Job" });
  await share.getByRole("button", { name: "Share Job" }).click();
  await expect(share.getByText("Choose a job")).toHaveCount(2);
  await share.getByLabel("Job", { exact: true }).selectOption({ label: "Harbor Bakery · Van wrap" });
  await share.getByLabel("Team member").selectOption({ label: `Ivan Petrov (${installerAccount.email})` });
  await share.getByLabel("Access").selectOption({ label: "Edit Access" });
  await share.getByRole("button", { name: "Share Job" }).click();
  await expect(toasts(page).getByText("Job shared successfully")).toBeVisible();
  const sharedCard = page.getByRole("list", { name: "Shared jobs" }).getByRole("listitem");
  await expect(sharedCard).toContainText("Van wrap for Harbor Bakery");
  await expect(sharedCard).toContainText("Shared with Ivan Petrov");
  await expect(sharedCard).toContainText("Edit Access");
  await expectNoAccessibilityViolations(page);

  await installer.goto("/");
  const card = installer.getByRole("list", { name: "Jobs" }).getByRole("listitem").filter({ hasText: "Harbor Bakery" });
  await expect(card).toContainText("Shared by Olga Ortiz · Edit Access");
  await expectNoAccessibilityViolations(installer);
  await expect(card.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await card.getByRole("link", { name: "Harbor Bakery", exact: true }).click();
  await expect(installer.getByRole("button", { name: "Edit job" })).toBeVisible();
  await expect(installer.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await installer.getByRole("tab", { name: "Measurements" }).click();
  await installer.getByRole("tabpanel", { name: "Measurements" }).getByRole("button", { name: "Add Measurement" }).first().click();
  const add = installer.getByRole("dialog", { name: "Add Measurement" });
  await add.getByLabel("Panel").selectOption({ label: "Hood" });
  await add.getByRole("radio", { name: "in", exact: true }).check();
  await add.getByLabel("Width (in)").fill("60");
  await add.getByLabel("Height (in)").fill("48");
  await add.getByRole("button", { name: "Save Measurement" }).click();
  await expect(toasts(installer).getByText("Measurement added")).toBeVisible();

  await page.goto(`/jobs/${job.id}#measurements`);
  await expect(page.getByRole("tabpanel", { name: "Measurements" }).getByRole("heading", { name: 'Hood 60" x 48"' })).toBeVisible();

  await page.goto("/team");
  await page.getByRole("tab", { name: /^Shared Jobs/ }).click();
  await page.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(toasts(page).getByText("Share revoked")).toBeVisible();

  await installer.goto("/");
  await expect(installer.getByRole("list", { name: "Jobs" })).toHaveCount(0);
  await installer.goto(`/jobs/${job.id}`);
  await expect(installer.getByText(/not found/i).first()).toBeVisible();
  await installer.context().close();
});

test("a team owner sees members' jobs read only in the Team view", { tag: "@desktop-only" }, async ({ page, browser }) => {
  await signUpThroughApi(page, { ...newAccount("boss"), firstName: "Olga", lastName: "Ortiz" });
  const installer = await installerPage(browser);
  const installerAccount = { ...newAccount("crew"), firstName: "Ivan", lastName: "Petrov" };
  await signUpThroughApi(installer, installerAccount);
  await createJobThroughApi(installer, { clientName: "Dockside Deli", jobName: "Box truck" });
  await installer.goto(await inviteLinkThroughApi(page, installerAccount.email, "installer"));
  await installer.getByRole("button", { name: "Accept and join" }).click();
  await expect(toasts(installer).getByText("You joined Olga Ortiz's team")).toBeVisible();

  await page.goto("/");
  await page.getByRole("group", { name: "Whose jobs" }).getByRole("button", { name: "Team" }).click();
  const card = page.getByRole("list", { name: "Jobs" }).getByRole("listitem").filter({ hasText: "Dockside Deli" });
  await expect(card).toContainText("Ivan Petrov's job · Team view, read only");
  await card.getByRole("link", { name: "Dockside Deli", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dockside Deli" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit job" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Measurements" }).click();
  await expect(page.getByRole("button", { name: "Add Measurement" })).toHaveCount(0);
  await installer.context().close();
});

test("a newcomer opens the invite link, signs up with the email it fills in, and joins from the Team page", { tag: "@desktop-only" }, async ({ page, browser }) => {
  await signUpThroughApi(page, { ...newAccount("lead"), firstName: "Olga", lastName: "Ortiz" });
  const newcomer = newAccount("newcomer");
  const link = await inviteLinkThroughApi(page, newcomer.email, "viewer");

  const phone = await installerPage(browser);
  await phone.goto(link);
  await expect(phone.getByRole("status").filter({ hasText: "You're invited to a team." })).toBeVisible();
  await expect(phone.getByLabel("Email")).toHaveValue(newcomer.email);
  await phone.getByLabel("Username").fill(newcomer.username);
  await phone.getByLabel("Password").fill(newcomer.password);
  await phone.getByRole("button", { name: "Create Account" }).click();
  await expect(phone).toHaveURL(/\/team$/);
  await phone.getByRole("region", { name: "Invitations for you" }).getByRole("button", { name: "Accept and join" }).click();
  await expect(toasts(phone).getByText("You joined Olga Ortiz's team")).toBeVisible();
  await expect(phone.getByRole("list", { name: "Team members" }).getByText("Olga Ortiz")).toBeVisible();
  await phone.context().close();
});

test("an invitee with an account opens the invite link signed out, signs in from a sign-in page loaded afresh, and joins from the Team page", async ({ page, browser }) => {
  const owner = await installerPage(browser);
  await signUpThroughApi(owner, { ...newAccount("head"), firstName: "Olga", lastName: "Ortiz" });
  const member = newAccount("member");
  const elsewhere = await installerPage(browser);
  await signUpThroughApi(elsewhere, member);
  await elsewhere.context().close();
  const link = await inviteLinkThroughApi(owner, member.email, "installer");
  await owner.context().close();

  await page.goto(link);
  await expect(page.getByRole("status").filter({ hasText: "You're invited to a team." })).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(member.username);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await page.getByRole("region", { name: "Invitations for you" }).getByRole("button", { name: "Accept and join" }).click();
  await expect(toasts(page).getByText("You joined Olga Ortiz's team")).toBeVisible();
});
