import { useFileOutboxSync } from "./features/files/file-outbox-runtime";
import { useVoiceOutboxSync } from "./features/notes/voice-outbox-runtime";
import { usePhotoOutboxSync } from "./features/photos/photo-outbox-runtime";
import { UploadsBanner } from "./features/sync/uploads-banner";

/** Sends the photos, voice notes and files waiting on this phone and says which still wait; loaded beside the first screen, not before it. */
export default function BackgroundUploads({ userId }: { userId: string }) {
  usePhotoOutboxSync(userId);
  useVoiceOutboxSync(userId);
  useFileOutboxSync(userId);
  return <UploadsBanner />;
}
