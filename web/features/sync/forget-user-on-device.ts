import type { QueryClient } from "@tanstack/react-query";
import { forgetUserCache } from "../../api/offline-cache";
import { fileOutbox } from "../files/file-outbox-runtime";
import { voiceOutbox } from "../notes/voice-outbox-runtime";
import { photoOutbox } from "../photos/photo-outbox-runtime";

/** Removes this user's cache, queued changes and waiting uploads from the device, on sign-out and when the account is deleted. */
export async function forgetUserOnDevice(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([photoOutbox.removeAll(userId), voiceOutbox.removeAll(userId), fileOutbox.removeAll(userId), forgetUserCache(queryClient, userId)]);
}
