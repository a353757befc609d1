import { type Locator, type Page, expect, test } from "@playwright/test";
import config from "../playwright.config";
import { createJobThroughApi, expectNoAccessibilityViolations, shellControlled, signUpThroughApi, toasts } from "./support";

/** Chromium's fake microphone (a beeping tone) stands in for a real one, and the permission prompt is answered yes. */
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

type StoredVoiceNote = { id: string; mimeType: string; size: number; duration: number; transcriptionStatus: string };
type StoredNote = { id: string; body: string };

/** Loads an audio element's source as a player would and answers its readyState; fails on a media error (a source the page's policy blocks, say). */
const readyToPlay = (audio: Locator) =>
  audio.evaluate(async (element: HTMLAudioElement) => {
    element.preload = "auto";
    element.load();
    await new Promise((resolve, reject) => {
      element.addEventListener("canplay", resolve, { once: true });
      element.addEventListener("error", () => reject(new Error(`audio error ${element.error?.code}: ${element.error?.message}`)), { once: true });
    });
    return element.readyState;
  });

async function record(page: Page, seconds: number) {
  const recorder = page.getByRole("dialog", { name: "Voice note" });
  await recorder.getByRole("button", { name: "Start recording" }).click();
  await expect(recorder.getByText("Recording… tap to stop")).toBeVisible();
  // Any later second will do: a page held up for a second on a busy machine draws 0:00, then 0:02.
  await expect(recorder.getByText(new RegExp(`0:0[${seconds}-9]`))).toBeVisible({ timeout: (seconds + 5) * 1000 });
  await recorder.getByRole("button", { name: "Stop recording" }).click();
  await expect(recorder.getByText(/^Recorded 0:0\d$/)).toBeVisible();
  expect(await readyToPlay(recorder.getByLabel("Play back the recording"))).toBeGreaterThanOrEqual(3);
  await recorder.getByRole("button", { name: "Save voice note" }).click();
  await expect(recorder).toBeHidden();
}

const voiceNotesOf = async (page: Page, jobId: string) => (await (await page.request.get(`/api/jobs/${jobId}/voice-notes`)).json()) as StoredVoiceNote[];

test("a voice note from Quick Actions is recorded, played back, saved, and plays from the server with Range support", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Harbor Marine Wraps" });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: "Voice Note" }).click();
  await expect(page.getByRole("tab", { name: "Notes", selected: true })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Microphone level" })).toBeVisible();
  await record(page, 2);
  await expect(toasts(page).getByText("Voice note saved")).toBeVisible();

  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByText("Transcription is not set up on this server.")).toBeVisible();
  const [stored] = await voiceNotesOf(page, job.id);
  expect(stored).toMatchObject({ mimeType: "audio/webm", transcriptionStatus: "unavailable" });
  expect(stored!.duration).toBeGreaterThanOrEqual(2);
  const ranged = await page.request.get(`/api/voice-notes/${stored!.id}/audio`, { headers: { Range: "bytes=0-3" } });
  expect(ranged.status()).toBe(206);
  expect([...(await ranged.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect(await readyToPlay(notes.getByLabel("Play voice note"))).toBeGreaterThanOrEqual(3);
  await expectNoAccessibilityViolations(page);
});

test("a take not yet saved is kept unless the installer agrees to drop it: Back, Escape and the close button ask first", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Dockside Signs" });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: "Voice Note" }).click();
  const recorder = page.getByRole("dialog", { name: "Voice note" });
  await recorder.getByRole("button", { name: "Start recording" }).click();
  await expect(recorder.getByText(/0:0[1-9]/)).toBeVisible({ timeout: 10_000 });
  await recorder.getByRole("button", { name: "Stop recording" }).click();
  await expect(recorder.getByText(/^Recorded 0:0\d$/)).toBeVisible();

  const asked: string[] = [];
  const answer = (accept: boolean) =>
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  answer(false);
  await page.evaluate(() => history.back());
  await expect.poll(() => asked).toEqual(["Discard this recording?"]);
  await expect(recorder.getByRole("button", { name: "Save voice note" }), "the take is kept").toBeVisible();
  answer(false);
  await page.keyboard.press("Escape");
  await expect.poll(() => asked).toHaveLength(2);
  await expect(recorder.getByRole("button", { name: "Save voice note" })).toBeVisible();
  answer(true);
  await recorder.getByRole("button", { name: "Close" }).click();
  await expect(recorder).toBeHidden();
  expect(asked).toEqual(["Discard this recording?", "Discard this recording?", "Discard this recording?"]);
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}`));
  expect(await voiceNotesOf(page, job.id)).toEqual([]);
});

test("written notes: add, edit, search, delete", async ({ page }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Downtown Deli" });
  await page.goto(`/jobs/${job.id}#notes`);
  await page.getByRole("tab", { name: "Notes" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByText("No notes yet")).toBeVisible();
  await page.getByLabel("Add a note").fill("Client wants the logo 10% larger");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Add a note").fill("Door handles come off first");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await expect(notes.getByRole("listitem").first()).toContainText("Door handles come off first");
  await expect(notes.getByRole("listitem").first()).toContainText("Dana Reyes");

  await notes.getByRole("listitem").first().getByRole("button", { name: "Edit note" }).click();
  await notes.getByLabel("Note text").fill("Door handles and mirrors come off first");
  await notes.getByRole("button", { name: "Save" }).click();
  await expect(notes.getByText("Door handles and mirrors come off first")).toBeVisible();

  await page.getByLabel("Search notes and transcripts").fill("LOGO");
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("logo 10% larger");
  await page.getByLabel("Search notes and transcripts").fill("nothing like this");
  await expect(notes.getByText("No notes match “nothing like this”.")).toBeVisible();
  await page.getByLabel("Search notes and transcripts").fill("");

  await notes.getByRole("listitem").first().getByRole("button", { name: "Delete note" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete note" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/jobs/${job.id}/notes`)).json()) as StoredNote[]).map((note) => note.body))
    .toEqual(["Client wants the logo 10% larger"]);
});

test("a voice note and a written note made offline survive a reload and land exactly once when the signal returns", async ({ page, context }) => {
  await signUpThroughApi(page);
  const job = await createJobThroughApi(page, { clientName: "Quarry Trucking" });
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole("heading", { name: "Quarry Trucking" })).toBeVisible();
  await shellControlled(page);
  await page.getByRole("tab", { name: "Notes" }).click();
  await context.setOffline(true);

  await page.getByRole("button", { name: "Record voice note" }).click();
  await record(page, 1);
  await expect(toasts(page).getByText("Saved on this device. It will upload when the signal is back.")).toBeVisible();
  await page.getByLabel("Add a note").fill("Tailgate has rust under the old decal");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByText("Waiting for signal")).toBeVisible();
  await expect(notes.getByText("Waiting to sync")).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(notes.getByText("Waiting for signal")).toBeVisible();
  await expect(notes.getByText("Tailgate has rust under the old decal")).toBeVisible();
  expect(await readyToPlay(notes.getByLabel("Play voice note"))).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("status").filter({ hasText: "1 voice note waiting to upload; it will go when the signal returns" })).toBeVisible();

  await context.setOffline(false);
  await expect(notes.getByText("Transcription is not set up on this server.")).toBeVisible({ timeout: 30_000 });
  await expect(notes.getByText("Waiting to sync")).toHaveCount(0, { timeout: 30_000 });
  await expect(notes.getByText(/Waiting (for signal|to upload)/)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "waiting to upload" })).toHaveCount(0);
  expect(await voiceNotesOf(page, job.id)).toHaveLength(1);
  const written = (await (await page.request.get(`/api/jobs/${job.id}/notes`)).json()) as StoredNote[];
  expect(written.map((note) => note.body)).toEqual(["Tailgate has rust under the old decal"]);
});
