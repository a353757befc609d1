/**
 * The app's one photo outbox: IndexedDB storage, uploads through the photos API, and photos that
 * arrive put straight into their job's list. It opens for the signed-in user and drains at start,
 * when the signal returns and when the app comes back to the front (Safari has no Background Sync).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { Photo } from "../../../shared/schemas/photo";
import { ApiError } from "../../api/http";
import { photoArrived, uploadPhoto } from "../../api/photos";
import { onUserDataWipe } from "../../lib/user-storage";
import { idbOutboxStorage } from "../../offline/idb-outbox-storage";
import { type OutboxPhoto, RefusedUpload, createUploadOutbox } from "../../offline/photo-outbox";

/** Answers worth sending again later: the server was busy or failing, or the session needs signing in again. */
const retryLater = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

/** The server's photo, or null when it had the photo and it has been deleted since (nothing left to send). */
async function send(photo: OutboxPhoto): Promise<Photo | null> {
  try {
    return await uploadPhoto(photo);
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return null;
    if (error instanceof ApiError && !retryLater(error.status)) throw new RefusedUpload(error.serverMessage || "Failed to upload photo. Please try again.");
    throw error;
  }
}

/** How often photos that met a busy or failing server are tried again while the app is open and online. */
const RETRY_MS = 30_000;

let deliver: (photo: Photo) => void = () => {};

export const photoOutbox = createUploadOutbox<Photo | null>({ storage: idbOutboxStorage(), send, onSent: (photo) => photo && deliver(photo) });

onUserDataWipe(() => photoOutbox.close());

export function usePhotoOutboxSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    deliver = (photo) => void photoArrived(queryClient, photo);
    const drain = () => void photoOutbox.drain().catch(() => undefined);
    const onVisible = () => document.visibilityState === "visible" && drain();
    photoOutbox.open(userId).then(drain, () => undefined);
    const retry = window.setInterval(() => navigator.onLine && photoOutbox.list().some((photo) => photo.state === "waiting") && drain(), RETRY_MS);
    window.addEventListener("online", drain);
    window.addEventListener("focus", drain);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener("online", drain);
      window.removeEventListener("focus", drain);
      document.removeEventListener("visibilitychange", onVisible);
      deliver = () => {};
    };
  }, [queryClient, userId]);
}

export function useOutboxPhotos(): OutboxPhoto[] {
  return useSyncExternalStore(photoOutbox.subscribe, photoOutbox.list);
}
