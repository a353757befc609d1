import type { Markup } from "../../../shared/schemas/markup";
import { Button } from "../ui/button";
import type { MarkupSubject } from "./markup-frame";
import { MarkupStatus, MarkupWaiting } from "./markup-waiting";
import { MarkupWorkspace } from "./markup-workspace";
import { usePhoto } from "./use-photo";

export type MarkupEditorProps = {
  /** The original photo, same origin (or a blob: URL). */
  imageUrl: string;
  /** What is marked up, as the loading and failure texts name it. */
  subject?: MarkupSubject;
  /** Markup saved earlier, to keep editing, or null. */
  initial: Markup | null;
  /** True while the caller stores a save; Save is off meanwhile. */
  saving: boolean;
  /** The markup in photo pixels, and the photo with it burnt in as a JPEG at most MARKUP_RENDITION_EDGE on its long edge. Editing is locked until a promise it returns settles. */
  onSave: (result: { markup: Markup; rendition: Blob }) => void | Promise<void>;
  onClose: () => void;
};

/** The image markup tool, full screen. Loaded lazily: it brings konva and perfect-freehand with it. */
export default function MarkupEditor({ imageUrl, subject = "photo", initial, saving, onSave, onClose }: MarkupEditorProps) {
  const photo = usePhoto(imageUrl);
  if (photo.status === "ready") {
    return <MarkupWorkspace key={imageUrl} subject={subject} image={photo.image} photo={photo.size} initial={initial} saving={saving} onSave={onSave} onClose={onClose} />;
  }
  return (
    <MarkupWaiting subject={subject} onClose={onClose}>
      {photo.status === "loading" ? (
        <MarkupStatus text={`Loading ${subject}…`} />
      ) : (
        <div role="alert" className="space-y-4">
          <p>Couldn't load this {subject}.</p>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </MarkupWaiting>
  );
}
