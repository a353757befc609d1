import type { QueryClient } from "@tanstack/react-query";
import { logOut } from "../../api/auth";
import { fileOutbox } from "../files/file-outbox-runtime";
import { voiceOutbox } from "../notes/voice-outbox-runtime";
import { photoOutbox } from "../photos/photo-outbox-runtime";
import { forgetUserOnDevice } from "./forget-user-on-device";
import { announceSignOut } from "./signed-out-elsewhere";
import { unsentWarning } from "./unsent-warning";

/** Signing out removes this user's cache, queued changes and waiting uploads from the phone, so the user is asked first when any are unsent. */
export async function logOutKeepingNothing(queryClient: QueryClient, userId: string, unsentChanges: number): Promise<void> {
  const warning = unsentWarning(unsentChanges, photoOutbox.list().length, voiceOutbox.list().length, fileOutbox.list().length);
  if (warning && !window.confirm(warning)) return;
  await forgetUserOnDevice(queryClient, userId);
  announceSignOut(userId);
  logOut();
}
