import { Camera, ImagePlus } from "lucide-react";
import { RECENT_PHOTOS_SHOWN } from "../../../shared/constants";
import { usePhotos } from "../../api/photos";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { photoAlt } from "../../../shared/domain/photo-text";

/** The Overview's newest photos; any tap goes on to the Photos tab, where whoever may edit the job adds them. */
export function RecentPhotosCard({ jobId, canAdd, onOpenPhotos }: { jobId: string; canAdd: boolean; onOpenPhotos: () => void }) {
  const photos = usePhotos(jobId);
  const list = photos.data ?? [];
  const recent = list.slice(-RECENT_PHOTOS_SHOWN).reverse();
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Camera aria-hidden className="h-5 w-5 text-primary" />
          Recent Photos
        </h2>
        {canAdd ? (
          <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={onOpenPhotos}>
            <ImagePlus aria-hidden className="h-5 w-5" />
            Add Photo
          </Button>
        ) : null}
      </div>
      {photos.isPending ? (
        <p className="text-muted-foreground">Loading photos…</p>
      ) : photos.isError ? (
        <p className="text-muted-foreground">Couldn't load the photos.</p>
      ) : recent.length === 0 ? (
        <p className="text-muted-foreground">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-4 gap-2" aria-label="Recent photos">
          {recent.map((photo) => (
            <li key={photo.id}>
              <button type="button" onClick={onOpenPhotos} className="block w-full overflow-hidden rounded-md" aria-label={`See ${photoAlt(photo, list.indexOf(photo))} in Photos`}>
                <img src={photo.thumbnailUrl} alt="" loading="lazy" className="aspect-square w-full bg-muted object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.length > RECENT_PHOTOS_SHOWN ? (
        <button type="button" onClick={onOpenPhotos} className="min-h-11 font-semibold text-primary underline">
          See all {list.length} photos
        </button>
      ) : null}
    </Card>
  );
}
