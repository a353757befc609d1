// Captures every screen at phone (390x844) and desktop (1280x800) sizes in light and dark themes
// into test-results/screens/, for looking at by eye. Needs the app running: BASE_URL (default :8787).
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { cameraJpeg } from "../e2e/camera-photo.ts";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const out = "test-results/screens";
mkdirSync(out, { recursive: true });

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const signedOut = ["/", "/login", "/login?provider=unavailable", "/signup"];
const signedIn = ["/", "/team", "/insights", "/settings", "/jobs/unknown", "/no-such-page"];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

async function shoot(page, name) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

async function shootPhotos(page, jobId, prefix) {
  await page.goto(`/jobs/${jobId}#photos`);
  await shoot(page, `${prefix}-photos-empty`);
  const camera = await cameraJpeg(page, 1600, 1200);
  await page.getByLabel("Choose photos").setInputFiles([
    { name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: camera },
    { name: "IMG_0002.JPG", mimeType: "image/jpeg", buffer: camera },
    { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") },
  ]);
  await page.getByRole("button", { name: "Upload 2 photos" }).waitFor();
  await page.getByLabel("Caption").fill("Driver side, before");
  await shoot(page, `${prefix}-photos-chosen`);
  await page.getByRole("button", { name: "Upload 2 photos" }).click();
  await page.getByRole("list", { name: "Job photos" }).getByRole("listitem").nth(1).waitFor();
  await shoot(page, `${prefix}-photos-grid`);
  await page.getByRole("button", { name: "Mark up Driver side, before" }).first().click();
  const stage = page.getByTestId("markup-stage");
  await stage.locator("canvas").first().waitFor();
  const box = await stage.boundingBox();
  await page.getByRole("button", { name: "Arrow" }).click();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await page.screenshot({ path: `${out}/${prefix}-photos-markup.png` });
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("dialog", { name: "Markup photo" }).waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Open Driver side, before" }).first().click();
  await page.getByRole("dialog", { name: "Photo viewer" }).getByRole("img").waitFor();
  await page.screenshot({ path: `${out}/${prefix}-photos-viewer.png` });
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Overview" }).click();
  await shoot(page, `${prefix}-photos-overview`);
}

// Full decodes need the public VIN database's fake (scripts/fake-vpic.mjs) behind the app's VPIC_BASE_URL; without it the tab shows the offline answer.
async function shootWrapulator(page, jobId, prefix) {
  await page.goto(`/jobs/${jobId}#wrapulator`);
  const vin = page.getByLabel("VIN", { exact: true });
  await vin.fill("1FTFW1E51PFA");
  await shoot(page, `${prefix}-wrapulator-typing`);
  await vin.fill("1FTFW1E51PFA12345");
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  const results = page.getByRole("region", { name: "Decoded vehicle" });
  await results.waitFor();
  for (const tab of ["Vehicle Info", "Specifications", "Panel Dimensions", "Material Summary"]) {
    await results.getByRole("tab", { name: tab }).click();
    await shoot(page, `${prefix}-wrapulator-${tab.toLowerCase().replace(/ /g, "-")}`);
  }
  await page.getByRole("button", { name: "Save estimate" }).click();
  await page.getByRole("dialog", { name: "New estimate" }).getByLabel("Material price (optional)").fill("780");
  await page.screenshot({ path: `${out}/${prefix}-wrapulator-estimate-dialog.png` });
  await page.getByRole("dialog", { name: "New estimate" }).getByRole("button", { name: "Save estimate" }).click();
  await page.getByRole("list", { name: "Estimates" }).waitFor();
  await page.getByText("Cut list").click();
  await shoot(page, `${prefix}-wrapulator-planner`);
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByText("Latest, from").waitFor();
  await shoot(page, `${prefix}-wrapulator-overview-estimate`);
  await page.getByRole("tab", { name: "Wrapulator" }).click();
  await vin.fill("1HGCM82653A004352");
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await results.getByText(/couldn't be reached/).waitFor();
  await page.screenshot({ path: `${out}/${prefix}-wrapulator-offline.png`, fullPage: true });
  await page.context().setOffline(false);
}

async function shootTeam(page, jobId, prefix, contextOptions) {
  const member = await (await browser.newContext(contextOptions)).newPage();
  const email = `crew-${prefix}-${Date.now().toString(36)}@example.com`;
  await member.request.post("/api/auth/signup", { headers: { Origin: base }, data: { email, username: email.split("@")[0].replaceAll("-", "_"), password: "wrap-it-right", firstName: "Ivan", lastName: "Petrov" } });
  await member.request.post("/api/jobs", { headers: { Origin: base }, data: { clientName: "Dockside Deli", jobName: "Box truck", status: "in_progress", progress: 60 } });
  await page.goto("/team");
  await page.getByRole("button", { name: "Invite Member" }).click();
  await page.getByRole("dialog", { name: "Invite Member" }).getByLabel("Email").fill(email);
  await shoot(page, `${prefix}-team-invite`);
  await page.getByRole("button", { name: "Send Invite" }).click();
  await page.getByRole("dialog", { name: "Invite Member" }).waitFor({ state: "hidden" });
  await shoot(page, `${prefix}-team-pending`);
  const { invitations } = await (await page.request.get("/api/team")).json();
  const invitation = invitations.find((each) => each.email === email);
  await member.goto(`/signup?${new URLSearchParams({ email, invitation: invitation.id, code: invitation.code })}`);
  await member.getByRole("button", { name: "Accept and join" }).waitFor();
  await shoot(member, `${prefix}-team-invitation`);
  await member.getByRole("button", { name: "Accept and join" }).click();
  await member.getByRole("list", { name: "Team members" }).waitFor();
  await page.request.post("/api/team/share-job", { headers: { Origin: base }, data: { jobId, userId: (await (await member.request.get("/api/auth/user")).json()).id, accessLevel: "edit", expiresInDays: 30 } });
  await page.reload();
  await shoot(page, `${prefix}-team-members`);
  await page.getByRole("tab", { name: /^Shared Jobs/ }).click();
  await page.getByRole("list", { name: "Shared jobs" }).waitFor();
  await shoot(page, `${prefix}-team-shared`);
  await page.getByRole("button", { name: "Share Job" }).click();
  await shoot(page, `${prefix}-team-share-dialog`);
  await member.goto("/");
  await member.getByRole("list", { name: "Jobs" }).waitFor();
  await shoot(member, `${prefix}-team-member-dashboard`);
  await page.goto("/");
  await page.getByRole("group", { name: "Whose jobs" }).getByRole("button", { name: "Team" }).click();
  await page.getByText("Dockside Deli").waitFor();
  await shoot(page, `${prefix}-team-owner-team-view`);
  await member.context().close();
}

const tag = Date.now().toString(36);
for (const [size, viewport] of Object.entries(viewports)) {
  for (const scheme of ["light", "dark"]) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, baseURL: base });
    const page = await context.newPage();
    for (const path of signedOut) {
      await page.goto(path);
      await shoot(page, `${size}-${scheme}-out${path.replace(/[/?=]/g, "_")}`);
    }
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Reyes");
    await page.getByLabel("Email").fill(`shots-${size}-${scheme}-${tag}@example.com`);
    await page.getByLabel("Username").fill(`shots_${size}_${scheme}_${tag}`);
    await page.getByLabel("Password").fill("wrap-it-right");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { name: "Job Dashboard" }).waitFor();
    for (const path of signedIn) {
      await page.goto(path);
      await shoot(page, `${size}-${scheme}-in${path.replace(/[/?=]/g, "_")}`);
    }
    const headers = { Origin: base };
    const job = await (
      await page.request.post("/api/jobs", {
        headers,
        data: { clientName: "Acme Plumbing", jobName: "Full color change", vehicleYear: 2022, vehicleMake: "Honda", vehicleModel: "Accord", totalSquareFeet: 104, status: "in_progress", progress: 40, dueDate: "2026-12-31", location: "Bay 2", clientPhone: "555-0100" },
      })
    ).json();
    await page.request.post("/api/jobs", { headers, data: { clientName: "Bolt Electric", status: "completed", progress: 100 } });
    await page.goto("/");
    await shoot(page, `${size}-${scheme}-jobs-dashboard`);
    await page.goto(`/jobs/${job.id}`);
    await shoot(page, `${size}-${scheme}-jobs-detail`);
    await page.getByRole("button", { name: "Edit job" }).click();
    await shoot(page, `${size}-${scheme}-jobs-edit`);
    await page.goto("/");
    await page.getByRole("button", { name: "New Job" }).last().click();
    await shoot(page, `${size}-${scheme}-jobs-new`);
    await page.getByRole("button", { name: "Use Template" }).click();
    await page.getByRole("option", { name: /Accord/ }).click();
    await shoot(page, `${size}-${scheme}-jobs-templates`);
    const measured = await (await page.request.post("/api/jobs", { headers, data: { clientName: "Cobalt Coffee", jobName: "Van wrap" } })).json();
    await page.goto(`/jobs/${measured.id}#measurements`);
    await shoot(page, `${size}-${scheme}-measurements-empty`);
    for (const data of [
      { jobType: "vehicle", panel: "hood", width: 60, height: 48 },
      { jobType: "vehicle", panel: "driver_side", width: 457.2, height: 121.92, unit: "cm", label: "Driver side with windows" },
      { jobType: "vehicle", panel: "roof", width: 72, height: 48, notes: "Remove the rack first" },
    ]) {
      await page.request.post(`/api/jobs/${measured.id}/measurements`, { headers, data });
    }
    await page.reload();
    await shoot(page, `${size}-${scheme}-measurements`);
    await page.getByRole("button", { name: "Add Measurement" }).first().click();
    await page.getByLabel("Panel").selectOption("passenger_side");
    await page.getByLabel("Width (in)").fill("180");
    await page.getByLabel("Height (in)").fill("48");
    await shoot(page, `${size}-${scheme}-measurements-add`);
    await page.goto(`/jobs/${measured.id}#backup`);
    await page.getByRole("tab", { name: "Backup & Share" }).click();
    await shoot(page, `${size}-${scheme}-share-empty`);
    await page.getByRole("radio", { name: "View & Edit" }).check();
    await page.getByRole("button", { name: "Create QR Share" }).click();
    await page.getByRole("button", { name: "Copy link" }).waitFor();
    await shoot(page, `${size}-${scheme}-share-created`);
    const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
    const visitor = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
    await visitor.goto(link);
    await shoot(visitor, `${size}-${scheme}-shared-page`);
    await visitor.getByRole("button", { name: "Add measurement" }).click();
    await shoot(visitor, `${size}-${scheme}-shared-page-add`);
    await visitor.getByRole("button", { name: "Add photos" }).click();
    await shoot(visitor, `${size}-${scheme}-shared-page-photos`);
    await visitor.goto(`${base}/shared/not-a-real-link`);
    await shoot(visitor, `${size}-${scheme}-shared-denied`);
    await visitor.context().close();
    await page.getByRole("button", { name: "Done" }).click();
    await shoot(page, `${size}-${scheme}-share-list`);
    await shootPhotos(page, measured.id, `${size}-${scheme}`);
    await shootWrapulator(page, job.id, `${size}-${scheme}`);
    await shootTeam(page, measured.id, `${size}-${scheme}`, { viewport, colorScheme: scheme, baseURL: base });
    await page.goto("/insights");
    for (const tab of ["Overview", "Performance", "Analytics", "Activity"]) {
      await page.getByRole("tab", { name: tab }).click();
      await shoot(page, `${size}-${scheme}-insights-${tab.toLowerCase()}`);
    }
    await context.close();
  }
}
await browser.close();
console.log(`screens written to ${out}/`);
