import { call } from "./http";

export type CreatedShareBody = { id: string; shareToken: string; shareUrl: string; qrCode: string; accessLevel: string; expiresAt: string; state: string };

export async function createShare(cookie: string, jobId: string, body: Record<string, unknown> = {}): Promise<CreatedShareBody> {
  const response = await call(`/api/jobs/${jobId}/qr-share`, { body, cookie });
  if (response.status !== 201) throw new Error(`create share failed: ${response.status} ${await response.text()}`);
  return await response.json<CreatedShareBody>();
}
