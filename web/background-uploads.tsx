import { useFileOutboxSync } from "./features/files/file-outbox-runtime";
import { useVoiceOutboxSync } from "./features/notes/voice-outbox-runtime";
import { OutboxBanner } from "./features/photos/outbox-banner";
import { usePhotoOutboxSync } from "./features/photos/photo-outbox-runtime";
import { useSignedOutElsewhere } from "./features/sync/signed-out-elsewhere";

/**
 * Sends the photos, voice notes and files waiting on this phone, says which photos still wait, and signs this tab out
 * when the user signs out in another; loaded beside the first screen, not before it.
 */
export default function BackgroundUploads({ userId }: { userId: string }) {
  useSignedOutElsewhere(userId);
  usePhotoOutboxSync(userId);
  useVoiceOutboxSync(userId);
  useFileOutboxSync(userId);
  return <OutboxBanner />;
}
