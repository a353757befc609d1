import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Job } from "../../../shared/schemas/job";
import { jobPath } from "../../lib/routes";
import { openNewJobThen } from "../jobs/new-job-store";
import { handOverPhotos } from "./camera-handover";
import { lazyExport, whenShown } from "../../components/lazy-page";

const JobPicker = whenShown(lazyExport(() => import("../jobs/job-picker"), "JobPicker"));

export type CameraCaptureHandle = { open: (currentJobId: string | null) => void };

/**
 * The bottom navigation's Camera: on a job's page the camera opens at once; elsewhere a job is
 * picked first. The file input is clicked within the tap itself, since browsers open a camera or
 * file chooser only from a user gesture. The photos taken go to the job's Photos tab uploader.
 */
export const CameraCapture = forwardRef<CameraCaptureHandle>(function CameraCapture(_props, ref) {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [, navigate] = useLocation();

  const shoot = (jobId: string) => {
    target.current = jobId;
    input.current?.click();
  };

  useImperativeHandle(ref, () => ({ open: (currentJobId) => (currentJobId ? shoot(currentJobId) : setPicking(true)) }));

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
        <JobPicker title="Photograph a Job" description="Pick the job these photos are for, or start a new one." onChoose={(job) => shoot(job.id)} onNewJob={newJob} onClose={() => setPicking(false)} />
      ) : null}
    </>
  );
});
