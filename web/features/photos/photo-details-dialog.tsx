import { type FormEvent, useState } from "react";
import { PHOTO_CAPTION_MAX } from "../../../shared/constants";
import type { PhotoCategory } from "../../../shared/domain/vocabulary";
import type { Photo } from "../../../shared/schemas/photo";
import { conflictedPhoto, useUpdatePhoto } from "../../api/photos";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PhotoCategorySelect } from "../../components/photo-category-select";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";
import { useSingleFlight } from "../../lib/use-single-flight";
import { captionProblem } from "./caption-problem";

const FIELD_LABELS = { caption: "Caption", category: "Category" };

/** A photo's caption and category; an edit that met someone else's change of a field shows theirs, to check and save again. */
export function PhotoDetailsDialog({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const [from, setFrom] = useState(photo);
  const [caption, setCaption] = useState(photo.caption ?? "");
  const [category, setCategory] = useState<PhotoCategory>(photo.category);
  const [captionError, setCaptionError] = useState<string | null>(null);
  const update = useUpdatePhoto(photo.jobId);

  const save = useSingleFlight(async () => {
    if (update.isPending) return;
    const problem = await captionProblem(caption);
    setCaptionError(problem);
    if (problem) return;
    const edited = { caption: caption.trim() || null, category };
    const patch = {
      ...(edited.caption !== from.caption ? { caption: edited.caption } : {}),
      ...(edited.category !== from.category ? { category: edited.category } : {}),
    };
    if (!Object.keys(patch).length) return onClose();
    update.mutate(
      { jobId: photo.jobId, id: photo.id, patch, base: { caption: from.caption, category: from.category } },
      {
        onSuccess: () => {
          toast({ title: "Photo updated" });
          onClose();
        },
        onError: (error) => {
          toastFailure("Photo not updated", error, { fieldLabels: FIELD_LABELS });
          const conflict = conflictedPhoto(error, photo.id);
          if (!conflict) return;
          const theirs = (field: keyof typeof patch) => conflict.fields.includes(field) || !(field in patch);
          setFrom(conflict.photo);
          if (theirs("caption")) setCaption(conflict.photo.caption ?? "");
          if (theirs("category")) setCategory(conflict.photo.category);
        },
      },
    );
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Photo details" description="Change the caption or the category.">
      <form onSubmit={submit} className="space-y-4">
        <FormField label="Caption" error={captionError ?? undefined}>
          <Input value={caption} maxLength={PHOTO_CAPTION_MAX} onChange={(event) => setCaption(event.target.value)} />
        </FormField>
        <FormField label="Category">
          <PhotoCategorySelect value={category} onChange={setCategory} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
