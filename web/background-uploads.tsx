import { useFileOutboxSync } from "./features/files/file-outbox-runtime";
import { useVoiceOutboxSync } from "./features/notes/voice-outbox-runtime";
import { OutboxBanner } from "./features/photos/outbox-banner";
import { usePhotoOutboxSync } from "./features/photos/photo-outbox-runtime";

/** Sends the photos, voice notes and files waiting on this phone and says which photos still wait; loaded beside the first screen, not before it. */
export default function BackgroundUploads({ userId }: { userId: string }) {
  usePhotoOutboxSync(userId);
  useVoiceOutboxSync(userId);
  useFileOutboxSync(userId);
  return <OutboxBanner />;
}
