import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import type { JobAccess } from "../../../shared/schemas/job";
import { jobQuery } from "../../api/jobs";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { type CameraCaptureHandle, CameraCapture } from "./camera-capture";

const VIEW_ONLY: JobAccess = { level: "view", via: "share", grantor: "Sam Ortiz" };
const viewed = makeJob({ id: "0193a1b2-0000-7000-8000-0000000000a1", createdAt: "2026-11-23T09:00:00.000Z", clientName: "Shared Fleet", access: VIEW_ONLY });
const editable = makeJob({ id: "0193a1b2-0000-7000-8000-0000000000a2", createdAt: "2026-11-23T09:00:00.000Z", clientName: "Own Van", access: { level: "edit", via: "share", grantor: "Sam Ortiz" } });

function renderCamera(path: string) {
  recordFetch(() => jsonResponse({ items: [viewed, editable], nextCursor: null }));
  const camera = createRef<CameraCaptureHandle>();
  const page = renderPage(<CameraCapture ref={camera} />, path);
  for (const job of [viewed, editable]) page.queryClient.setQueryData(jobQuery(job.id).queryKey, job);
  const opened = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
  return { open: (jobId: string | null) => act(() => camera.current!.open(jobId)), opened };
}

describe("the Camera button", () => {
  it("opens the camera at once on the page of a job the user may add photos to", () => {
    const { open, opened } = renderCamera(`/jobs/${editable.id}`);
    open(editable.id);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("on a job the user may only view, opens no camera whose photos that job could not keep, and asks for another job, saying why", async () => {
    const { open, opened } = renderCamera(`/jobs/${viewed.id}`);
    open(viewed.id);
    const picker = await screen.findByRole("dialog", { name: "Photograph a Job" });
    expect(opened).not.toHaveBeenCalled();
    expect(picker.textContent).toContain("You can only view this job, so photos can't be added to it. Pick another job, or start a new one.");
  });

  it("does not take a view-only job from the picker, and says why; a job the user may edit opens the camera", async () => {
    const { open, opened } = renderCamera("/");
    open(null);
    const picker = await screen.findByRole("dialog", { name: "Photograph a Job" });
    const user = userEvent.setup();
    await user.click(await within(picker).findByRole("button", { name: /^Shared Fleet/ }));
    expect(opened).not.toHaveBeenCalled();
    expect(await screen.findByText("You can view Shared Fleet's job but not add photos to it. Pick another job, or start a new one.")).toBeTruthy();
    await user.click(within(picker).getByRole("button", { name: /^Own Van/ }));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
