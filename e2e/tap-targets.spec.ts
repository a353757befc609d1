import { type Locator, type Page, expect, test } from "@playwright/test";
import { imageBytes } from "../worker/test/images";
import { E2E_BASE_URL } from "./base-url";
import { createJobThroughApi, signUpThroughApi } from "./support";

/** The landing page promises targets of at least 44 px (architecture: touch targets for a gloved hand). */
const MIN_TARGET_PX = 44;

const INTERACTIVE = [
  "a",
  "button",
  "input",
  "select",
  "textarea",
  "[role=button]",
  "[role=tab]",
  "[role=menuitem]",
  "[role=checkbox]",
  "[role=switch]",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** Every visible interactive element smaller than MIN_TARGET_PX either way, as 'tag "name" WxH'. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const describe = (element: Element, width: number, height: number) => {
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        return `${element.tagName.toLowerCase()}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""} "${name}" ${Math.round(width)}x${Math.round(height)}`;
      };
      // WCAG 2.5.8 exempts a link inside a sentence: an inline <a> within a <p> that holds more text than the link.
      const inSentence = (element: Element) => {
        const paragraph = element.parentElement?.closest("p");
        return (
          element.tagName === "A" &&
          getComputedStyle(element).display === "inline" &&
          paragraph !== null &&
          paragraph !== undefined &&
          (paragraph.textContent ?? "").trim().length > (element.textContent ?? "").trim().length
        );
      };
      // A visually hidden radio or checkbox is worked through its label, which is then the target.
      const targetBox = (element: Element) => {
        const own = element.getBoundingClientRect();
        const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
        if (own.width > 2 || own.height > 2 || labels.length === 0) return own;
        return labels.map((label) => label.getBoundingClientRect()).sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        if (element.closest("[aria-hidden=true], [inert]")) continue;
        const box = targetBox(element);
        // Nothing to tap: hidden, or a 1 px visually hidden keyboard-only helper.
        if (box.width <= 1 && box.height <= 1) continue;
        if (inSentence(element)) continue;
        if (box.width < min - 0.5 || box.height < min - 0.5) found.push(describe(element, box.width, box.height));
      }
      return found;
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  );
}

async function check(page: Page, screen: string, ready: Locator) {
  await expect(ready, `${screen} is shown`).toBeVisible();
  expect.soft(await smallTargets(page), `targets under ${MIN_TARGET_PX} px on ${screen}`).toEqual([]);
}

test("every target on the signed-out screens is at least 44 x 44 px", async ({ page }) => {
  await page.goto("/");
  await check(page, "the landing page", page.getByRole("link", { name: "Get Started Free" }));
  await page.goto("/login");
  await check(page, "sign-in", page.getByRole("button", { name: "Sign In" }));
  await page.goto("/signup");
  await check(page, "sign-up", page.getByRole("button", { name: /Create Account|Sign Up/ }).last());
});

test("every target on the signed-in screens and the share page is at least 44 x 44 px", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const origin = { Origin: E2E_BASE_URL };
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, {
    clientName: "Blue Ridge Plumbing and Heating Services",
    vehicleYear: 2019,
    vehicleMake: "Ford",
    vehicleModel: "Transit",
    location: "Asheville",
    status: "in_progress",
    progress: 30,
  });
  const measured = await page.request.post(`/api/jobs/${job.id}/measurements`, { data: { jobType: "vehicle", panel: "hood", width: 60, height: 48 }, headers: origin });
  expect(measured.status()).toBe(201);
  const jpeg = Buffer.from(imageBytes("jpeg"));
  const photo = await page.request.post(`/api/jobs/${job.id}/photos`, {
    multipart: { photo: { name: "door.jpg", mimeType: "image/jpeg", buffer: jpeg }, thumb: { name: "thumb.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    headers: origin,
  });
  expect(photo.status()).toBe(201);
  const shared = await page.request.post(`/api/jobs/${job.id}/qr-share`, { data: { accessLevel: "edit" }, headers: origin });
  expect(shared.status()).toBe(201);
  const { shareUrl } = (await shared.json()) as { shareUrl: string };

  await page.goto("/");
  await check(page, "the dashboard", page.getByRole("link", { name: "Open Job" }));
  await page.getByRole("button", { name: "New Job", exact: true }).click();
  await check(page, "the New Job dialog", page.getByRole("dialog", { name: /New Job/ }));
  await page.keyboard.press("Escape");

  const tabs: [string, string, (panel: Locator) => Locator][] = [
    ["overview", "Overview", (panel) => panel.getByText("Asheville").first()],
    ["wrapulator", "Wrapulator", (panel) => panel.getByRole("group", { name: "Roll width" })],
    ["measurements", "Measurements", (panel) => panel.getByText(/hood/i).first()],
    ["photos", "Photos", (panel) => panel.getByRole("img").first()],
    ["notes", "Notes", (panel) => panel.getByRole("heading").first()],
    ["files", "Files", (panel) => panel.getByRole("heading").first()],
    ["backup", "Backup & Share", (panel) => panel.getByRole("list", { name: "Share links" })],
  ];
  for (const [hash, name, ready] of tabs) {
    await page.goto(`/jobs/${job.id}#${hash}`);
    await check(page, `job detail, ${name}`, ready(page.getByRole("tabpanel", { name })));
  }
  await page.goto(`/jobs/${job.id}#wrapulator`);
  await page.getByLabel("VIN", { exact: true }).fill("1FTFW1E51PFA12345");
  await page.getByRole("button", { name: "Decode & Calculate" }).click();
  await check(page, "job detail, Wrapulator with a decoded VIN", page.getByRole("region", { name: "Decoded vehicle" }));

  await page.goto("/insights");
  await check(page, "insights", page.getByRole("tab").first());
  await page.goto("/team");
  await check(page, "team", page.getByRole("tab").first());

  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await visitor.goto(shareUrl);
  await check(visitor, "the public share page", visitor.getByRole("button", { name: "Add measurement" }));
  await visitor.context().close();
});
