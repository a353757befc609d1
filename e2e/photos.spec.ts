import { type Page, expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./base-url";
import { cameraJpeg } from "./camera-photo";
import { createJobThroughApi, expectNoAccessibilityViolations, shellControlled, signUpThroughApi, toasts } from "./support";

type PhotoBody = { id: string; width: number; height: number; byteSize: number; caption: string | null; category: string; hasMarkup: boolean; url: string; originalUrl: string; thumbnailUrl: string };

/** A signed-up installer's job holding one camera photo (1200x900, its thumbnail 400x300), sent as the Photos tab sends one. */
async function jobWithOnePhoto(page: Page) {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co" });
  const uploaded = await page.request.post(`/api/jobs/${job.id}/photos`, {
    multipart: { photo: { name: "door.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(page, 1200, 900) }, thumb: { name: "thumb.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(page, 400, 300) } },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(uploaded.status()).toBe(201);
  return job;
}

test("an installer uploads camera photos, marks one up, re-edits the markup, views the original and downloads the PNG", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Van wrap" });
  const camera = await cameraJpeg(page, 3200, 2400);
  const small = await cameraJpeg(page, 800, 600);

  await page.goto(`/jobs/${job.id}#photos`);
  const tab = page.getByRole("tabpanel", { name: "Photos" });
  await expect(tab.getByText("No photos yet")).toBeVisible();
  await tab.getByLabel("Choose photos").setInputFiles([
    { name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: camera },
    { name: "quote.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
    { name: "IMG_0002.JPG", mimeType: "image/jpeg", buffer: small },
  ]);
  await expect(tab.getByRole("alert").filter({ hasText: "quote.pdf is not an image, so it was not added." })).toBeVisible();
  const chosen = tab.getByRole("list", { name: "Photos to upload" }).getByRole("listitem");
  await expect(chosen).toHaveCount(2);
  await expect(chosen.first()).toContainText("1920×2560");
  await expect(chosen.nth(1)).toContainText("Ready");
  await expect(chosen.nth(1)).toContainText("600×800");
  await tab.getByLabel("Caption").fill("Driver side, before");
  await tab.getByLabel("Category").selectOption({ label: "Progress" });
  await tab.getByRole("button", { name: "Upload 2 photos" }).click();
  await expect(toasts(page).getByText("Photo uploaded successfully")).toBeVisible();
  await expect(tab.getByRole("list", { name: "Photos to upload" })).toHaveCount(0);
  await expect(tab.getByLabel("Caption")).toHaveCount(0);

  const grid = tab.getByRole("list", { name: "Job photos" }).getByRole("listitem");
  await expect(grid).toHaveCount(2);
  await expect(grid.first()).toContainText("Progress");
  await expect(grid.first()).toContainText("Driver side, before");
  const stored = (await (await page.request.get(`/api/jobs/${job.id}/photos`)).json()) as PhotoBody[];
  expect(stored).toHaveLength(2);
  expect(stored[0]).toMatchObject({ width: 1920, height: 2560, category: "progress", caption: "Driver side, before" });
  expect(stored[0]!.byteSize / camera.length).toBeLessThan(0.5);
  await expectNoAccessibilityViolations(page);

  await tab.getByLabel("Choose photos").setInputFiles([{ name: "again.jpg", mimeType: "image/jpeg", buffer: small }]);
  await expect(tab.getByLabel("Category")).toHaveValue("general");
  await expect(tab.getByLabel("Caption")).toHaveValue("");
  await tab.getByRole("button", { name: "Remove again.jpg" }).click();

  await grid.first().getByRole("button", { name: "Mark up Driver side, before" }).click();
  const editor = page.getByRole("dialog", { name: "Markup photo" });
  const stage = editor.getByTestId("markup-stage");
  await expect(stage.locator("canvas").first()).toBeVisible();
  const box = (await stage.boundingBox())!;
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  await editor.getByRole("button", { name: "Arrow" }).click();
  await drag(page, at(0.3, 0.3), at(0.6, 0.5));
  await editor.getByRole("button", { name: "Text" }).click();
  const spot = at(0.4, 0.7);
  await page.touchscreen.tap(spot.x, spot.y);
  await expect(editor.getByRole("textbox"), "the text box a tap opens takes the typing").toBeFocused();
  await page.keyboard.type("Scratch here");
  await editor.getByRole("button", { name: "Add text" }).click();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Markup saved")).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(grid.first()).toContainText("Marked up");
  await expect(grid.first().getByRole("img")).toHaveAttribute("src", /annotated-thumb\?v=1$/);
  const marked = await markupOf(page, stored[0]!.id);
  expect(marked.shapes.map((shape) => shape.type)).toEqual(["arrow", "text"]);
  expect(marked.shapes[1]).toMatchObject({ text: "Scratch here", color: "#ef4444", size: 3 });

  await grid.first().getByRole("button", { name: "Mark up Driver side, before" }).click();
  await expect(editor.getByRole("button", { name: "Undo" })).toBeDisabled();
  await editor.getByRole("button", { name: "Select" }).click();
  const arrowMiddle = at(0.45, 0.4);
  await drag(page, arrowMiddle, { x: arrowMiddle.x + 40, y: arrowMiddle.y + 60 });
  await expect(editor.getByRole("button", { name: "Undo" })).toBeEnabled();
  const download = page.waitForEvent("download");
  await editor.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("marked-up-image.png");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toHaveCount(0);
  const moved = await markupOf(page, stored[0]!.id);
  expect(moved.shapes).toHaveLength(2);
  expect(moved.shapes[0]!.x, "the saved arrow was moved, so it is re-editable").not.toBe(marked.shapes[0]!.x);
  expect(moved.shapes[1]).toEqual(marked.shapes[1]);

  await grid.first().getByRole("button", { name: "Open Driver side, before" }).click();
  const viewer = page.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer.getByRole("img", { name: "Driver side, before" })).toHaveAttribute("src", /annotated\?v=2$/);
  await viewer.getByRole("button", { name: "Show original" }).click();
  await expect(viewer.getByRole("img", { name: "Driver side, before" })).toHaveAttribute("src", stored[0]!.originalUrl);
  await viewer.getByRole("button", { name: "Show markup" }).click();
  await viewer.getByRole("button", { name: "Remove markup" }).click();
  await page.getByRole("alertdialog", { name: "Remove the markup?" }).getByRole("button", { name: "Remove" }).click();
  await expect(toasts(page).getByText("Markup removed")).toBeVisible();
  await expect(viewer.getByRole("img", { name: "Driver side, before" })).toHaveAttribute("src", stored[0]!.originalUrl);
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(grid.first()).not.toContainText("Marked up");

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("list", { name: "Recent photos" }).getByRole("listitem")).toHaveCount(2);
});

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

type Shape = { type: string; x: number; text?: string };
async function markupOf(page: Page, photoId: string): Promise<{ shapes: Shape[] }> {
  const body = (await (await page.request.get(`/api/photos/${photoId}/markup`)).json()) as { markup: { shapes: Shape[] } };
  return body.markup;
}

test("a photo taken with no signal waits on the phone through a reload and reaches the server exactly once", async ({ page, context }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Fleet Co", jobName: "Garage job" });
  await page.goto(`/jobs/${job.id}#photos`);
  await shellControlled(page);
  const photo = await cameraJpeg(page, 1600, 1200);
  const tab = page.getByRole("tabpanel", { name: "Photos" });

  await context.setOffline(true);
  await tab.getByLabel("Choose photos").setInputFiles([{ name: "IMG_0100.JPG", mimeType: "image/jpeg", buffer: photo }]);
  await tab.getByRole("button", { name: "Upload 1 photo" }).click();
  await expect(toasts(page).getByText("Saved on this phone")).toBeVisible();
  await expect(tab.getByRole("listitem", { name: "IMG_0100.jpg: Waiting for signal" })).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "1 photo waiting to upload; it will go when the signal returns" });
  await expect(banner).toBeVisible();

  await page.reload();
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.goto(`/jobs/${job.id}#photos`);
  await expect(tab.getByRole("list", { name: "Job photos" }).getByRole("listitem")).toHaveCount(1);
  const stored = async () => ((await (await page.request.get(`/api/jobs/${job.id}/photos`)).json()) as PhotoBody[]).map((item) => [item.caption, item.width, item.height]);
  await expect.poll(stored, { message: "the list shows the photo while it uploads; the server has it once the upload ends" }).toEqual([[null, 1200, 1600]]);
  await expect(tab.getByRole("listitem", { name: /IMG_0100/ })).toHaveCount(0);
  expect(await stored()).toEqual([[null, 1200, 1600]]);
});

test("a photo of a job made with no signal waits for the job to land, then uploads instead of being refused", async ({ page, context }) => {
  await signUpThroughApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Job Dashboard" })).toBeVisible();
  await shellControlled(page);
  const photo = await cameraJpeg(page, 1600, 1200);
  await context.setOffline(true);

  await page.getByRole("button", { name: "New Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Job" });
  await dialog.getByLabel("Client company").selectOption("+ Add New Client");
  await dialog.getByLabel("New client name").fill("Dead Zone Detailing");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await page.getByRole("list", { name: "Jobs" }).getByRole("link", { name: "Dead Zone Detailing", exact: true }).click();
  await page.getByRole("tab", { name: "Photos" }).click();
  const tab = page.getByRole("tabpanel", { name: "Photos" });
  await tab.getByLabel("Choose photos").setInputFiles([{ name: "IMG_0200.JPG", mimeType: "image/jpeg", buffer: photo }]);
  await tab.getByRole("button", { name: "Upload 1 photo" }).click();
  await expect(tab.getByRole("listitem", { name: "IMG_0200.jpg: Waiting for signal" })).toBeVisible();
  const jobId = new URL(page.url()).pathname.split("/").at(-1)!;

  await page.route("**/api/jobs", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fallback();
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  const stored = async () => {
    const response = await page.request.get(`/api/jobs/${jobId}/photos`);
    return response.ok() ? ((await response.json()) as PhotoBody[]).map((item) => [item.width, item.height]) : response.status();
  };
  await expect.poll(stored, { message: "the photo lands once its job has", timeout: 20_000 }).toEqual([[1200, 1600]]);
  await expect(page.getByText(/not uploaded/)).toHaveCount(0);
});

test("the bottom navigation's Camera asks for the job, opens the camera within the tap and hands the photos to that job", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Cobalt Coffee", jobName: "Van wrap" });
  const photo = await cameraJpeg(page, 800, 600);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("button", { name: "Camera" }).click();
  const picker = page.getByRole("dialog", { name: "Photograph a Job" });
  const chooser = page.waitForEvent("filechooser");
  await picker.getByRole("button", { name: /Cobalt Coffee/ }).click();
  await (await chooser).setFiles([{ name: "IMG_0200.JPG", mimeType: "image/jpeg", buffer: photo }]);
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}#photos$`));
  const tab = page.getByRole("tabpanel", { name: "Photos" });
  await expect(tab.getByRole("list", { name: "Photos to upload" }).getByRole("listitem")).toContainText("IMG_0200.JPG");

  const again = page.waitForEvent("filechooser");
  await page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("button", { name: "Camera" }).click();
  await (await again).setFiles([{ name: "IMG_0201.JPG", mimeType: "image/jpeg", buffer: photo }]);
  await expect(tab.getByRole("list", { name: "Photos to upload" }).getByRole("listitem")).toHaveCount(2);
});

test("in the markup tool one finger draws, and two fingers zoom the photo without drawing", async ({ page }) => {
  test.setTimeout(90_000);
  const job = await jobWithOnePhoto(page);
  await page.goto(`/jobs/${job.id}#photos`);
  await page.getByRole("button", { name: "Mark up Job photo 1" }).click();
  const editor = page.getByRole("dialog", { name: "Markup photo" });
  const stage = editor.getByTestId("markup-stage");
  await expect(stage.locator("canvas").first()).toBeVisible();
  const box = (await stage.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((point, id) => ({ ...point, id, radiusX: 4, radiusY: 4, force: 1 })) });

  const picture = () => stage.screenshot();
  const showing = async (expected: Buffer) => (await picture()).equals(expected);
  let atFit = await picture();
  const holdsStill = async () => {
    const previous = atFit;
    atFit = await picture();
    return atFit.equals(previous);
  };
  await expect.poll(holdsStill, { message: "the photo is drawn and holds still" }).toBe(true);
  const undo = editor.getByRole("button", { name: "Undo" });

  await touch("touchStart", [{ x: cx - 30, y: cy }]);
  await touch("touchStart", [{ x: cx - 30, y: cy }, { x: cx + 30, y: cy }]);
  for (let step = 1; step <= 6; step += 1) await touch("touchMove", [{ x: cx - 30 - step * 15, y: cy }, { x: cx + 30 + step * 15, y: cy }]);
  await touch("touchEnd", []);
  await expect.poll(() => showing(atFit), { message: "two fingers zoom the photo" }).toBe(false);
  await expect(undo, "a pinch draws nothing").toBeDisabled();
  await editor.getByRole("button", { name: "Fit to screen" }).click();
  await expect.poll(() => showing(atFit), { message: "fitted again, the photo looks as before: the pinch changed only the view" }).toBe(true);

  await touch("touchStart", [{ x: cx - 60, y: cy - 60 }]);
  for (let step = 1; step <= 8; step += 1) await touch("touchMove", [{ x: cx - 60 + step * 15, y: cy - 60 + step * 10 }]);
  await touch("touchEnd", []);
  await expect(undo, "one finger draws a pen stroke").toBeEnabled();
  await expect.poll(() => showing(atFit), { message: "the stroke shows on the photo" }).toBe(false);

  page.once("dialog", (dialog) => void dialog.accept());
  await editor.getByRole("button", { name: "Close" }).click();
  await expect(editor).toHaveCount(0);
});

test("on a 360 px phone the markup tool shows Save and every colour without scrolling sideways", async ({ page }) => {
  const job = await jobWithOnePhoto(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/jobs/${job.id}#photos`);
  await page.getByRole("button", { name: "Mark up Job photo 1" }).click();
  const editor = page.getByRole("dialog", { name: "Markup photo" });
  await expect(editor.getByTestId("markup-stage").locator("canvas").first()).toBeVisible();
  const rightEdges = [editor.getByRole("button", { name: "Save" }), ...(await editor.getByRole("radio", { name: /^Colour / }).all())].map(async (control) => {
    const box = (await control.boundingBox())!;
    return box.x + box.width;
  });
  const edges = await Promise.all(rightEdges);
  expect(edges).toHaveLength(13);
  expect(Math.max(...edges), "Save and the twelve colours end within the screen").toBeLessThanOrEqual(360);
});

test("closing the markup tool, or a photo's details opened from the viewer, gives the focus back to the photo's button", async ({ page }) => {
  const job = await jobWithOnePhoto(page);
  await page.goto(`/jobs/${job.id}#photos`);
  const markUp = page.getByRole("button", { name: "Mark up Job photo 1" });
  await markUp.focus();
  await page.keyboard.press("Enter");
  const editor = page.getByRole("dialog", { name: "Markup photo" });
  await expect(editor.getByTestId("markup-stage").locator("canvas").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor).toHaveCount(0);
  await expect(markUp, "back on Mark up after the tool closes").toBeFocused();

  const openPhoto = page.getByRole("button", { name: "Open Job photo 1" });
  await openPhoto.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Details" }).click();
  await expect(page.getByRole("dialog", { name: "Photo details" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(openPhoto, "back on the photo after its details close").toBeFocused();
});

test("a transparent PNG, a decal mock-up, uploads with white where it was clear rather than black", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Decal Co" });
  await page.goto(`/jobs/${job.id}#photos`);
  const png = Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(400, 300);
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#000000";
      context.fillRect(150, 100, 100, 100);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    }),
    "base64",
  );
  const tab = page.getByRole("tabpanel", { name: "Photos" });
  await tab.getByLabel("Choose photos").setInputFiles([{ name: "logo.png", mimeType: "image/png", buffer: png }]);
  await tab.getByRole("button", { name: "Upload 1 photo" }).click();
  await expect(toasts(page).getByText("Photo uploaded successfully")).toBeVisible();
  const [stored] = (await (await page.request.get(`/api/jobs/${job.id}/photos`)).json()) as PhotoBody[];
  const pixels = await page.evaluate(async (urls) => {
    const shade = async (url: string) => {
      const image = await createImageBitmap(await (await fetch(url)).blob());
      const context = new OffscreenCanvas(image.width, image.height).getContext("2d")!;
      context.drawImage(image, 0, 0);
      const at = (x: number, y: number) => context.getImageData(Math.round(x * image.width), Math.round(y * image.height), 1, 1).data[0];
      return { corner: at(0.02, 0.02), centre: at(0.5, 0.5) };
    };
    return Promise.all(urls.map(shade));
  }, [stored!.url, stored!.thumbnailUrl]);
  for (const { corner, centre } of pixels) {
    expect(corner).toBeGreaterThan(240);
    expect(centre).toBeLessThan(20);
  }
});

test("the phone's Back closes the photo viewer and the markup tool rather than the job, and asks before dropping unsaved marks", async ({ page }) => {
  test.setTimeout(90_000);
  const job = await jobWithOnePhoto(page);
  await page.goto("/");
  await page.goto(`/jobs/${job.id}#photos`);
  const jobPage = new RegExp(`/jobs/${job.id}`);
  const back = () => page.evaluate(() => history.back());

  await page.getByRole("button", { name: "Open Job photo 1" }).click();
  const viewer = page.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer).toBeVisible();
  await back();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(jobPage);

  await page.getByRole("button", { name: "Mark up Job photo 1" }).click();
  const editor = page.getByRole("dialog", { name: "Markup photo" });
  const stage = editor.getByTestId("markup-stage");
  await expect(stage.locator("canvas").first()).toBeVisible();
  const box = (await stage.boundingBox())!;
  await drag(page, { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 }, { x: box.x + box.width * 0.6, y: box.y + box.height * 0.5 });
  await expect(editor.getByRole("button", { name: "Undo" })).toBeEnabled();
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await back();
  await expect.poll(() => asked).toEqual(["Discard your markup changes?"]);
  await expect(editor.getByRole("button", { name: "Undo" }), "the marks are kept").toBeEnabled();
  page.once("dialog", (dialog) => void dialog.accept());
  await back();
  await expect(editor).toHaveCount(0);
  await expect(page).toHaveURL(jobPage);
  const [photo] = (await (await page.request.get(`/api/jobs/${job.id}/photos`)).json()) as PhotoBody[];
  expect(photo!.hasMarkup, "the marks the user let go were not saved").toBe(false);

  await page.getByRole("button", { name: "Open Job photo 1" }).click();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toHaveCount(0);
  await back();
  await expect(page, "closed by its own button, the viewer leaves no entry: Back leaves the job").toHaveURL(`${E2E_BASE_URL}/`);
});
