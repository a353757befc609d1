import { Camera, ImagePlus, Upload } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { PHOTO_CAPTION_MAX } from "../../../shared/constants";
import type { PhotoCategory } from "../../../shared/domain/vocabulary";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PhotoCategorySelect } from "../../components/photo-category-select";
import { toast } from "../../components/ui/toast-store";
import { countOf } from "../../lib/format";
import { PHOTO_EDGE, jpegName } from "../../lib/photo-resize";
import { captionProblem } from "./caption-problem";
import { ChosenPhotoRow } from "./chosen-photo-row";
import { uploadLabel, waitingToUpload } from "./chosen-photos";
import { useHandedOverPhotos } from "./camera-handover";
import { photoOutbox } from "./photo-outbox-runtime";
import { useChosenPhotos } from "./use-chosen-photos";

const ACCEPT = "image/jpeg,image/png,image/webp,image/*";

/** What became of the photos just sent: all on the server, some refused, or kept on the phone for later. */
function toastOutcome(ids: string[]) {
  const left = photoOutbox.list().filter((item) => ids.includes(item.id));
  const refused = left.filter((item) => item.state === "refused");
  if (refused.length) return toast({ title: "Upload Failed", description: refused[0]!.problem ?? "Failed to upload photo. Please try again.", variant: "destructive" });
  if (left.length) {
    const later = navigator.onLine ? "could not reach the server yet and will be sent again shortly" : "will upload when the signal returns";
    return toast({ title: "Saved on this phone", description: `${countOf(left.length, "photo")} ${later}.` });
  }
  toast({ title: "Photo uploaded successfully", description: `${countOf(ids.length, "photo")} added to this job.` });
}

export function PhotoUploader({ jobId }: { jobId: string }) {
  const chosen = useChosenPhotos(jobId);
  const [caption, setCaption] = useState("");
  const [category, setCategory] = useState<PhotoCategory>("general");
  const [captionError, setCaptionError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const cameraInput = useRef<HTMLInputElement>(null);
  const libraryInput = useRef<HTMLInputElement>(null);
  useHandedOverPhotos(jobId, chosen.add);

  const waiting = waitingToUpload(chosen.list);
  const preparing = chosen.list.some((item) => item.state === "preparing");

  const send = async () => {
    if (sending || waiting.length === 0) return;
    setSending(true);
    const problem = await captionProblem(caption);
    setCaptionError(problem);
    if (problem) return setSending(false);
    try {
      await photoOutbox.add(waiting.map((item) => ({ id: item.id, jobId, photo: item.resized!.photo, thumb: item.resized!.thumb, filename: jpegName(item.file.name), caption: caption.trim(), category })));
    } catch {
      setSending(false);
      return toast({ title: "Upload Failed", description: "The photos could not be saved on this device. Please try again.", variant: "destructive" });
    }
    chosen.remove(chosen.list.filter((item) => item.state !== "preparing").map((item) => item.id));
    setCaption("");
    setCategory("general");
    setSending(false);
    await photoOutbox.drain();
    toastOutcome(waiting.map((item) => item.id));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    chosen.add([...event.dataTransfer.files]);
  };

  const pick = (files: FileList | null, input: HTMLInputElement | null) => {
    chosen.add([...(files ?? [])]);
    if (input) input.value = "";
  };

  return (
    <Card
      className={`space-y-4 p-4 ${dragging ? "ring-2 ring-primary" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button onClick={() => cameraInput.current?.click()} disabled={sending}>
          <Camera aria-hidden className="h-5 w-5" />
          Take Photo
        </Button>
        <Button variant="outline" onClick={() => libraryInput.current?.click()} disabled={sending}>
          <ImagePlus aria-hidden className="h-5 w-5" />
          Choose Photos
        </Button>
        <input ref={cameraInput} type="file" accept={ACCEPT} capture="environment" multiple hidden aria-label="Take photos" onChange={(event) => pick(event.target.files, event.target)} />
        <input ref={libraryInput} type="file" accept={ACCEPT} multiple hidden aria-label="Choose photos" onChange={(event) => pick(event.target.files, event.target)} />
      </div>
      <p className="hidden text-sm text-muted-foreground md:block">Or drop photos here.</p>
      {chosen.refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {chosen.refusal}
        </p>
      ) : null}
      {chosen.list.length ? (
        <>
          <ul className="space-y-2" aria-label="Photos to upload">
            {chosen.list.map((item) => (
              <ChosenPhotoRow key={item.id} item={item} locked={sending} onRemove={() => chosen.remove([item.id])} />
            ))}
          </ul>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Caption" hint="Applies to each photo in this upload." error={captionError ?? undefined}>
              <Input value={caption} maxLength={PHOTO_CAPTION_MAX} onChange={(event) => setCaption(event.target.value)} placeholder="Driver side, before" />
            </FormField>
            <FormField label="Category">
              <PhotoCategorySelect value={category} onChange={setCategory} />
            </FormField>
          </div>
          <p className="text-sm text-muted-foreground">
            Photos are resized to at most {PHOTO_EDGE} px and sent as JPEG, which removes their location and camera details.
          </p>
          <Button className="w-full sm:w-auto" size="lg" onClick={send} disabled={sending || preparing || waiting.length === 0}>
            <Upload aria-hidden className="h-5 w-5" />
            {sending ? "Uploading…" : uploadLabel(chosen.list)}
          </Button>
        </>
      ) : null}
    </Card>
  );
}
