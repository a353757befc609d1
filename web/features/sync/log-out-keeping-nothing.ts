import type { QueryClient } from "@tanstack/react-query";
import { logOut } from "../../api/auth";
import { writesInOtherTabs } from "../../api/offline-cache";
import { fileOutbox } from "../files/file-outbox-runtime";
import { voiceOutbox } from "../notes/voice-outbox-runtime";
import { photoOutbox } from "../photos/photo-outbox-runtime";
import { forgetUserOnDevice } from "./forget-user-on-device";
import { announceSignOut } from "./announce-sign-out";
import { unsentWarning } from "./unsent-warning";

/** Signing out removes this user's cache, queued changes (this tab's and the others') and waiting uploads from the phone, so the user is asked first when any are unsent. */
export async function logOutKeepingNothing(queryClient: QueryClient, userId: string, unsentChanges: number): Promise<void> {
  const changes = unsentChanges + (await writesInOtherTabs(userId));
  const warning = unsentWarning(changes, photoOutbox.list().length, voiceOutbox.list().length, fileOutbox.list().length);
  if (warning && !window.confirm(warning)) return;
  await forgetUserOnDevice(queryClient, userId);
  announceSignOut(userId);
  logOut();
}
