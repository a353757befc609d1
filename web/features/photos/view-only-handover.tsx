import { useCallback, useState } from "react";
import { countOf } from "../../lib/format";
import { useHandedOverPhotos } from "./camera-handover";

/**
 * Photos the Camera button took for a job this user may only view (shared view-only since, or its access not yet known
 * when the camera opened): they cannot be added, so they are let go with a message instead of vanishing unseen.
 */
export function ViewOnlyHandover({ jobId }: { jobId: string }) {
  const [dropped, setDropped] = useState(0);
  const receive = useCallback((files: File[]) => setDropped((count) => count + files.length), []);
  useHandedOverPhotos(jobId, receive);
  if (dropped === 0) return null;
  return (
    <p role="alert" className="rounded-lg border border-destructive p-3 text-sm font-medium text-destructive">
      You can only view this job, so the {countOf(dropped, "photo")} just taken for it {dropped === 1 ? "wasn't" : "weren't"} added. Ask its owner for edit access, or take
      them again for a job you can edit.
    </p>
  );
}
