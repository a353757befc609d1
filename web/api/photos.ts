/**
 * A job's photos and their markup. Uploads go through the photo outbox (web/offline), which keeps
 * each photo on the device until the server has it.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Markup } from "../../shared/schemas/markup";
import type { Photo, PhotoPatch } from "../../shared/schemas/photo";
import { sentOnce } from "../../shared/http-headers";
import { api } from "./client";
import { formUpload } from "./form-upload";
import { type ApiError, EditConflict, conflictError, editConflict, expectOk, readJson, sendEdit } from "./http";
import { jobKeys, liveJobScope } from "./jobs";
import { putAnswer, putArrival, withItem } from "./landed";

const photoKeys = {
  list: (jobId: string) => [...jobKeys.detail(jobId), "photos"] as const,
  markup: (photoId: string) => ["photos", photoId, "markup"] as const,
};

export type UploadPhotoVariables = { jobId: string; id: string; photo: Blob; thumb: Blob; filename: string; caption: string; category: string };
type PhotoFields = Omit<PhotoPatch, "base">;
export type UpdatePhotoVariables = { jobId: string; id: string; patch: PhotoFields; base: PhotoFields };
export type PhotoVariables = { jobId: string; id: string };
export type SaveMarkupVariables = PhotoVariables & { idempotencyKey: string; markup: Markup; baseVersion: number; rendition: Blob; renditionThumb: Blob };
export type RemoveMarkupVariables = PhotoVariables & { baseVersion: number };
export type PhotoMarkup = { markup: Markup | null; markupVersion: number };

const photoParam = (id: string) => ({ param: { id } });

async function fetchPhotos(jobId: string): Promise<Photo[]> {
  return readJson(await api.api.jobs[":jobId"].photos.$get({ param: { jobId } }));
}

export const photosQuery = (jobId: string) => queryOptions({ queryKey: photoKeys.list(jobId), queryFn: () => fetchPhotos(jobId) });

export const usePhotos = (jobId: string) => useQuery(photosQuery(jobId));

export function usePhotoMarkup(photoId: string) {
  return useQuery({
    queryKey: photoKeys.markup(photoId),
    queryFn: async () => readJson(await api.api.photos[":id"].markup.$get(photoParam(photoId))),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Uploads a photo under its client-made id; sent again, the server answers the photo it already has. The photo outbox calls this. */
export async function uploadPhoto({ jobId, id, photo, thumb, filename, caption, category }: UploadPhotoVariables): Promise<Photo> {
  const form = new FormData();
  form.set("id", id);
  form.set("photo", photo, filename);
  form.set("thumb", thumb, "thumb.jpg");
  if (caption) form.set("caption", caption);
  form.set("category", category);
  return readJson(await api.api.jobs[":jobId"].photos.$post({ param: { jobId } }, formUpload(form)));
}

class PhotoEditConflict extends EditConflict<Photo> {}

/** The photo as it is now, when an edit of it met someone else's change of the same field; null for any other failure. */
export const conflictedPhoto = (error: unknown, id: string): { photo: Photo; fields: string[] } | null => {
  const conflict = editConflict(error, PhotoEditConflict, id);
  return conflict && { photo: conflict.current, fields: conflict.fields };
};

async function updatePhoto({ id, patch, base }: UpdatePhotoVariables): Promise<Photo> {
  return sendEdit(
    async (fields: PhotoFields, sentBase: PhotoFields) => {
      const response = await api.api.photos[":id"].$patch({ ...photoParam(id), json: { ...fields, base: sentBase } });
      if (response.status === 409) throw await conflictError(response, PhotoEditConflict);
      return readJson(response);
    },
    patch,
    base,
  );
}

/** A photo already gone (deleted on another device, or by an earlier try of this one) counts as deleted. */
async function deletePhoto({ id }: PhotoVariables): Promise<void> {
  const response = await api.api.photos[":id"].$delete(photoParam(id));
  const status: number = response.status;
  if (status === 404) return;
  await expectOk(response);
}

async function saveMarkup({ id, idempotencyKey, markup, baseVersion, rendition, renditionThumb }: SaveMarkupVariables): Promise<Photo> {
  const form = new FormData();
  form.set("markup", JSON.stringify(markup));
  form.set("baseVersion", String(baseVersion));
  form.set("annotated", rendition, "annotated.jpg");
  form.set("annotatedThumb", renditionThumb, "annotated-thumb.jpg");
  return readJson(await api.api.photos[":id"].markup.$put(photoParam(id), { ...formUpload(form), ...sentOnce(idempotencyKey) }));
}

async function removeMarkup({ id, baseVersion }: RemoveMarkupVariables): Promise<Photo> {
  return readJson(await api.api.photos[":id"].markup.$delete({ ...photoParam(id), query: { baseVersion: String(baseVersion) } }));
}

const putPhoto = (queryClient: QueryClient, photo: Photo) => putAnswer<Photo[]>(queryClient, photoKeys.list(photo.jobId), withItem(photo));

/** A photo the outbox delivered (see `putArrival`). */
export const photoArrived = (queryClient: QueryClient, photo: Photo) => putArrival(queryClient, photoKeys.list(photo.jobId), withItem(photo));

type Failure = ApiError | Error;

function useAfterMarkup() {
  const queryClient = useQueryClient();
  return (photo: Photo) => {
    void putPhoto(queryClient, photo);
    queryClient.removeQueries({ queryKey: photoKeys.markup(photo.id) });
  };
}

export function useUpdatePhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<Photo, Failure, UpdatePhotoVariables>({
    scope: liveJobScope(jobId),
    mutationFn: updatePhoto,
    onSuccess: (photo) => putPhoto(queryClient, photo),
    onError: (error, { id }) => {
      const conflict = conflictedPhoto(error, id);
      if (conflict) void putPhoto(queryClient, conflict.photo);
    },
  });
}

export function useDeletePhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Failure, PhotoVariables>({
    scope: liveJobScope(jobId),
    mutationFn: deletePhoto,
    onSuccess: (_done, { id }) => putAnswer<Photo[]>(queryClient, photoKeys.list(jobId), (list) => list?.filter((item) => item.id !== id)),
  });
}

export const useSaveMarkup = (jobId: string) =>
  useMutation<Photo, Failure, SaveMarkupVariables>({ scope: liveJobScope(jobId), mutationFn: saveMarkup, onSuccess: useAfterMarkup() });

export const useRemoveMarkup = (jobId: string) =>
  useMutation<Photo, Failure, RemoveMarkupVariables>({ scope: liveJobScope(jobId), mutationFn: removeMarkup, onSuccess: useAfterMarkup() });
