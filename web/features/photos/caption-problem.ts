/**
 * The server's caption rule, so a caption it would refuse is shown beside the field before anything is queued or
 * sent. Its schema loads with the first check; if it cannot load (offline before the app was stored), the server decides.
 */
export async function captionProblem(caption: string): Promise<string | null> {
  const schemas = await import("../../../shared/schemas/photo").catch(() => null);
  return schemas?.PhotoPatchSchema.safeParse({ caption }).error?.issues[0]?.message ?? null;
}
