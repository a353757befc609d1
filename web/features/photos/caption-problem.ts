import { PhotoPatchSchema } from "../../../shared/schemas/photo";

/** The server's caption rule, so a caption it would refuse is shown beside the field before anything is queued or sent. */
export const captionProblem = (caption: string): string | null => PhotoPatchSchema.safeParse({ caption }).error?.issues[0]?.message ?? null;
