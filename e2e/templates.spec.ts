import { expect, test } from "@playwright/test";
import { createJobThroughApi, expectNoAccessibilityViolations, signUpThroughApi, toasts } from "./support";

const TRANSIT_HIGH_ROOF = "1FTBR3X81PKA12345";
const SPRINTER_170 = "W1Y4ECHY5PT123456";

test("the template library finds fleet vans and box trucks by model, body and wheelbase", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: "New Job" }).last().click();
  await page.getByRole("dialog", { name: "Create New Job" }).getByRole("button", { name: "Use Template" }).click();
  const library = page.getByRole("dialog", { name: "Vehicle Template Library" });
  const search = library.getByLabel("Search templates");
  const cards = library.getByRole("listbox", { name: "Vehicle templates" }).getByRole("option");

  await search.fill("sprinter");
  await expect(library.getByText("4 vehicles")).toBeVisible();
  await expect(cards.getByRole("heading")).toHaveText([
    '2024 Mercedes-Benz Sprinter 144" WB standard roof',
    '2024 Mercedes-Benz Sprinter 144" WB high roof',
    '2024 Mercedes-Benz Sprinter 170" WB high roof',
    '2024 Mercedes-Benz Sprinter 170" WB extended high roof',
  ]);
  await search.fill("box");
  await expect(cards.getByRole("heading")).toHaveText(["2024 Isuzu NPR-HD 16 ft box", "2024 Isuzu NPR-HD 20 ft box", "2024 Ford E-350 cutaway 16 ft box", "2024 Freightliner M2 106 26 ft box"]);
  await search.fill("148 high roof");
  await expect(cards.getByRole("heading")).toHaveText(['2023 Ford Transit 148" WB high roof', '2023 Ford Transit 148" WB extended high roof']);

  await cards.first().click();
  const details = library.getByRole("complementary", { name: "Template details" });
  await expect(details.getByRole("heading", { name: '2023 Ford Transit 148" WB high roof' })).toBeVisible();
  await expect(details.getByText("Source: Ford Pro 2023 Transit Cargo Van specifications")).toBeVisible();
  await expect(details.getByText("Sides and doors").locator("..")).toContainText("259 sq ft");
  await expectNoAccessibilityViolations(page);
  await library.getByRole("button", { name: "Select & Continue" }).click();
  await expect(page.getByRole("dialog", { name: "Create New Job" }).getByLabel("Model")).toHaveValue("Transit");
});

test("a fleet van's VIN uses the matching template's panels and material, and offers the other body on its wheelbase", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Acme Fleet" });
  await page.goto(`/jobs/${job.id}#wrapulator`);
  const vin = page.getByLabel("VIN", { exact: true });
  const decode = page.getByRole("button", { name: "Decode & Calculate" });
  const results = page.getByRole("region", { name: "Decoded vehicle" });
  const match = results.getByRole("note", { name: "Template match" });

  await vin.fill(TRANSIT_HIGH_ROOF);
  await decode.click();
  await expect(toasts(page).getByText("2023 Ford Transit")).toBeVisible();
  await expect(match.getByText('Matches our 2023 Ford Transit 148" WB high roof template')).toBeVisible();
  await expect(match.getByText(/worked out from its dimensions: Ford Pro 2023 Transit Cargo Van specifications/)).toBeVisible();
  await expect(results.getByText('2023 Ford Transit 148" WB high roof template · 430.95 sq ft to wrap')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await results.getByRole("tab", { name: "Panel Dimensions" }).click();
  const panels = results.getByRole("tabpanel", { name: "Panel Dimensions" });
  await expect(panels.getByRole("heading", { name: "Side x2" })).toBeVisible();
  await expect(panels.getByText("207.2 in x 90 in")).toBeVisible();
  await results.getByRole("tab", { name: "Material Summary" }).click();
  await expect(results.getByText(/Panel sizes come from the 2023 Ford Transit 148" WB high roof template/)).toBeVisible();
  await expect(page.getByText("Template panels")).toBeVisible();

  await results.getByLabel("Template to use").selectOption("None: estimate from the vehicle type");
  await expect(match.getByText("Not using a template: panels are estimated from the vehicle type.")).toBeVisible();
  await expect(results.getByText(/Panel sizes are estimates from the vehicle type/)).toBeVisible();

  await vin.fill(SPRINTER_170);
  await decode.click();
  await expect(match.getByText('Matches our 2024 Mercedes-Benz Sprinter 170" WB high roof template')).toBeVisible();
  await expect(match.getByText("The VIN fits more than one body; pick the one in front of you.")).toBeVisible();
  await results.getByLabel("Template to use").selectOption('2024 Mercedes-Benz Sprinter 170" WB extended high roof');
  await expect(match.getByText('Matches our 2024 Mercedes-Benz Sprinter 170" WB extended high roof template')).toBeVisible();
  await results.getByRole("button", { name: "Save estimate" }).click();
  await expect(page.getByRole("dialog", { name: "New estimate" }).getByLabel("Notes (optional)")).toHaveValue(
    `From VIN ${SPRINTER_170} (2023 Mercedes-Benz Sprinter), 2024 Mercedes-Benz Sprinter 170" WB extended high roof template`,
  );
});

test("New Job's VIN fill gives the job the matching template's area, as the template library would", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: "New Job" }).last().click();
  const dialog = page.getByRole("dialog", { name: "Create New Job" });
  await dialog.getByLabel("New client name").fill("Acme Fleet");
  await dialog.getByLabel("VIN", { exact: true }).fill(TRANSIT_HIGH_ROOF);
  await dialog.getByRole("button", { name: "Fill year, make and model from VIN" }).click();
  await expect(dialog.getByRole("status", { name: "VIN lookup" })).toHaveText('Matches our 2023 Ford Transit 148" WB high roof template: total area set to 431 sq ft.');
  await expect(dialog.getByLabel("Model")).toHaveValue("Transit");
  await expect(dialog.getByLabel("Total square feet")).toHaveValue("431");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(dialog).toBeHidden();
  const jobs = (await (await page.request.get("/api/jobs")).json()) as { items: { clientName: string; totalSquareFeet: number; totalSquareFeetSource: string }[] };
  expect(jobs.items.find((job) => job.clientName === "Acme Fleet")).toMatchObject({ totalSquareFeet: 431, totalSquareFeetSource: "template" });
});
