/**
 * The bottom navigation's Camera button opens the camera before (or while) the job's Photos tab is
 * shown; the photos taken are handed to that job's Photos tab here, once, and never outlive the
 * signed-in user.
 */
import { useEffect } from "react";
import { onUserDataWipe } from "../../lib/user-storage";

const handedOver = new Map<string, File[]>();
const listeners = new Set<() => void>();

export function handOverPhotos(jobId: string, files: File[]) {
  if (files.length === 0) return;
  handedOver.set(jobId, [...(handedOver.get(jobId) ?? []), ...files]);
  for (const listener of listeners) listener();
}

/** Gives the job's handed-over photos to `receive` now and whenever more arrive while mounted. */
export function useHandedOverPhotos(jobId: string, receive: (files: File[]) => void) {
  useEffect(() => {
    const drain = () => {
      const files = handedOver.get(jobId);
      if (!files) return;
      handedOver.delete(jobId);
      receive(files);
    };
    drain();
    listeners.add(drain);
    return () => {
      listeners.delete(drain);
    };
  }, [jobId, receive]);
}

onUserDataWipe(() => handedOver.clear());
