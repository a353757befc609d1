import { useQueryClient } from "@tanstack/react-query";
import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Job } from "../../../shared/schemas/job";
import { jobQuery } from "../../api/jobs";
import { jobPath } from "../../lib/routes";
import { openNewJobThen } from "../jobs/new-job-store";
import { handOverPhotos } from "./camera-handover";
import { lazyExport, whenShown } from "../../components/lazy-page";

const PhotoJobPicker = whenShown(lazyExport(() => import("./photo-job-picker"), "PhotoJobPicker"));

export type CameraCaptureHandle = { open: (currentJobId: string | null) => void };

/**
 * The bottom navigation's Camera: on the page of a job the user may add photos to, the camera opens
 * at once; elsewhere (or on a job they may only view, as far as its cached copy says) a job is
 * picked first. The file input is clicked within the tap itself, since browsers open a camera or
 * file chooser only from a user gesture. The photos taken go to the job's Photos tab uploader.
 */
export const CameraCapture = forwardRef<CameraCaptureHandle>(function CameraCapture(_props, ref) {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<string | null>(null);
  const [picking, setPicking] = useState<false | "any" | "view-only-here">(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const shoot = (jobId: string) => {
    target.current = jobId;
    input.current?.click();
  };

  // Not accessAllows: its vocabulary would join every signed-in start. "view" is the one level that cannot add photos,
  // and the Photos tab says so should photos still reach a job the user may not edit.
  const viewOnly = (jobId: string) => queryClient.getQueryData(jobQuery(jobId).queryKey)?.access.level === "view";

  useImperativeHandle(ref, () => ({
    open: (currentJobId) => {
      if (!currentJobId) return setPicking("any");
      if (viewOnly(currentJobId)) return setPicking("view-only-here");
      shoot(currentJobId);
    },
  }));

  const received = (files: FileList | null) => {
    const jobId = target.current;
    if (!jobId || !files?.length) return;
    handOverPhotos(jobId, [...files]);
    setPicking(false);
    navigate(jobPath(jobId, "photos"));
  };

  const newJob = () => {
    setPicking(false);
    openNewJobThen((job: Pick<Job, "id">) => navigate(jobPath(job.id, "photos")));
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        capture="environment"
        multiple
        hidden
        aria-label="Camera photos"
        onChange={(event) => {
          received(event.target.files);
          event.target.value = "";
        }}
      />
      {picking ? (
        <PhotoJobPicker viewOnlyHere={picking === "view-only-here"} onChoose={(job) => shoot(job.id)} onNewJob={newJob} onClose={() => setPicking(false)} />
      ) : null}
    </>
  );
});
