import { expect, test } from "@playwright/test";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

test("a toast raised over a dialog can be dismissed without closing the dialog, and swiped away; one over the page passes axe", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Plumbing", jobName: "Boat hull" });
  await page.goto(`/jobs/${job.id}#measurements`);
  const tab = page.getByRole("tabpanel", { name: "Measurements" });
  await tab.getByRole("radio", { name: /Custom Job/ }).check();
  await tab.getByRole("button", { name: "Add Measurement" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Measurement" });
  await dialog.getByLabel("Width (in)").fill("96");
  await dialog.getByLabel("Height (in)").fill("30");
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  const warning = toasts(page).getByRole("listitem", { includeHidden: true }).filter({ hasText: "Custom job requires measurement notes." });
  await expect(warning).toBeVisible();
  await warning.hover();
  await expectNoAccessibilityViolations(page);

  await warning.getByRole("button", { name: "Dismiss notification", includeHidden: true }).click();
  await expect(warning).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Width (in)")).toHaveValue("96");

  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(warning).toBeVisible();
  const box = (await warning.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 70, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  await expect(warning, "a swipe short of the threshold leaves it").toBeVisible();
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(warning).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Notes (required for custom jobs)").fill("Curved; add 2 in bleed");
  await dialog.getByRole("button", { name: "Save Measurement" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByRole("listitem").filter({ hasText: "Measurement added" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
