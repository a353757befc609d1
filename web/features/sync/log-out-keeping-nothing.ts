import type { QueryClient } from "@tanstack/react-query";
import { logOut } from "../../api/auth";
import { api } from "../../api/client";
import { expectOk } from "../../api/http";
import { writesInOtherTabs } from "../../api/offline-cache";
import { fileOutbox } from "../files/file-outbox-runtime";
import { voiceOutbox } from "../notes/voice-outbox-runtime";
import { photoOutbox } from "../photos/photo-outbox-runtime";
import { forgetUserOnDevice } from "./forget-user-on-device";
import { announceSignOut } from "./announce-sign-out";
import { unsentWarning } from "./unsent-warning";

/**
 * Signing out removes this user's cache, queued changes (this tab's and the others') and waiting uploads from the
 * phone, so the user is asked first when any are unsent. The session ends on the server first: without a signal the
 * navigation to /api/logout never arrives, and a phone wiped of the user's data would still open as them. So with no
 * answer this throws, keeping everything, and the caller says to try again; a session already ended (or someone
 * else's, signed in since) is a 401 it throws too, which the caller handles as any 401.
 */
export async function logOutKeepingNothing(queryClient: QueryClient, userId: string, unsentChanges: number): Promise<void> {
  const changes = unsentChanges + (await writesInOtherTabs(userId));
  const [photos, voiceNotes, files] = await Promise.all([photoOutbox, voiceOutbox, fileOutbox].map((outbox) => outbox.waitingFor(userId).catch(() => outbox.list().length)));
  const warning = unsentWarning(changes, photos ?? 0, voiceNotes ?? 0, files ?? 0);
  if (warning && !window.confirm(warning)) return;
  await expectOk(await api.api.auth.logout.$post());
  await forgetUserOnDevice(queryClient, userId);
  announceSignOut(userId);
  logOut();
}
