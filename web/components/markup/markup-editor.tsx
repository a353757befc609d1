import { LoaderCircle, X } from "lucide-react";
import type { Markup } from "../../../shared/schemas/markup";
import { Button } from "../ui/button";
import { MarkupFrame, type MarkupSubject } from "./markup-frame";
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
  /** The markup in photo pixels, and the photo with it burnt in as a JPEG at most MARKUP_RENDITION_EDGE on its long edge. */
  onSave: (result: { markup: Markup; rendition: Blob }) => void;
  onClose: () => void;
};

/** The image markup tool, full screen. Loaded lazily: it brings konva and perfect-freehand with it. */
export default function MarkupEditor({ imageUrl, subject = "photo", initial, saving, onSave, onClose }: MarkupEditorProps) {
  const photo = usePhoto(imageUrl);
  if (photo.status === "ready") {
    return <MarkupWorkspace key={imageUrl} subject={subject} image={photo.image} photo={photo.size} initial={initial} saving={saving} onSave={onSave} onClose={onClose} />;
  }
  return (
    <MarkupFrame subject={subject} onEscape={onClose}>
      <div className="flex items-center border-b border-border bg-card px-1 pt-[env(safe-area-inset-top)]">
        <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose}>
          <X aria-hidden className="h-6 w-6" />
        </Button>
      </div>
      <div className="grid flex-1 place-items-center p-6 text-center">
        {photo.status === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-slate-300">
            <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
            Loading {subject}…
          </p>
        ) : (
          <div role="alert" className="space-y-4">
            <p>Couldn't load this {subject}.</p>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        )}
      </div>
    </MarkupFrame>
  );
}
