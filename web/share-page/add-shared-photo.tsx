import { type FormEvent, useState } from "react";
import { PHOTO_CAPTION_MAX } from "../../shared/constants";
import type { PhotoCategory } from "../../shared/domain/vocabulary";
import type { SharedPhoto } from "../../shared/schemas/share";
import { Input } from "../components/ui/input";
import { PhotoCategorySelect } from "../components/photo-category-select";
import { SOURCE_MAX_BYTES, UnreadablePhotoError, jpegName, resizePhoto } from "../lib/photo-resize";
import { uuidv7 } from "../lib/uuidv7";
import { rememberName, rememberedName } from "./contributor-name";
import { FormActions, Field } from "./share-form";
import { SharedError, addSharedPhoto } from "./share-page-api";

type Props = { token: string; onAdded: (photo: SharedPhoto) => void; onDone: () => void };
type Chosen = { id: string; file: File };

/** Why a chosen file cannot go, before anything is sent; the server checks the real bytes again. */
function refusal(file: File): string | null {
  if (!file.type.startsWith("image/")) return `${file.name} is not an image.`;
  return file.size > SOURCE_MAX_BYTES ? `${file.name} is larger than ${SOURCE_MAX_BYTES / (1024 * 1024)} MB.` : null;
}

export function AddSharedPhoto({ token, onAdded, onDone }: Props) {
  const [name, setName] = useState(rememberedName);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [caption, setCaption] = useState("");
  const [category, setCategory] = useState<PhotoCategory>("general");
  const [progress, setProgress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress) return;
    if (!name.trim()) return setProblem("Please enter your name, so the installer knows who sent the photos.");
    if (chosen.length === 0) return setProblem("Please choose a photo.");
    const refused = chosen.map(({ file }) => refusal(file)).find(Boolean);
    if (refused) return setProblem(refused);
    setProblem(null);
    rememberName(name);
    const left = [...chosen];
    try {
      for (const [index, { id, file }] of chosen.entries()) {
        setProgress(`Preparing ${index + 1} of ${chosen.length}…`);
        const resized = await resizePhoto(file);
        setProgress(`Uploading ${index + 1} of ${chosen.length}…`);
        const form = new FormData();
        form.set("photo", resized.photo, jpegName(file.name));
        form.set("thumb", resized.thumb, "thumb.jpg");
        form.set("id", id);
        form.set("contributorName", name);
        form.set("category", category);
        if (caption.trim()) form.set("caption", caption);
        onAdded((await addSharedPhoto(token, form)).photo);
        left.shift();
      }
      setChosen([]);
      setCaption("");
      setCategory("general");
      onDone();
    } catch (error) {
      setChosen(left);
      setProblem(
        error instanceof SharedError ? error.message || "This link no longer allows changes." : error instanceof UnreadablePhotoError ? error.message : "Please try again.",
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-border bg-muted/40 p-3">
      <Field label="Your name">
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={60} />
      </Field>
      <Field label="Photos">
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/*"
          onChange={(event) => setChosen([...(event.target.files ?? [])].map((file) => ({ id: uuidv7(), file })))}
          className="block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:font-semibold file:text-secondary-foreground"
        />
      </Field>
      {chosen.length ? <p className="text-sm text-muted-foreground">{chosen.length === 1 ? "1 photo chosen" : `${chosen.length} photos chosen`}</p> : null}
      <Field label="Caption (optional)">
        <Input value={caption} onChange={(event) => setCaption(event.target.value)} maxLength={PHOTO_CAPTION_MAX} />
      </Field>
      <Field label="Category">
        <PhotoCategorySelect value={category} onChange={setCategory} />
      </Field>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {progress}
      </p>
      <FormActions problem={problem} busy={progress !== null} submitLabel="Upload" busyLabel="Uploading..." onCancel={onDone} />
    </form>
  );
}
