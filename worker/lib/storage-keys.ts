/** Every R2 object of a job lives under this prefix, so deleting the job can sweep them all. */
export function jobObjectPrefix(jobId: string): string {
  return `jobs/${jobId}/`;
}
