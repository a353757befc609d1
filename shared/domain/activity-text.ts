import { withSquareMetres } from "./area-text";
import { jobTitle } from "./job-text";
/** What each activity entry's action means, in words, for the job page and insights alike. */
const ACTIVITY_LABELS: Record<string, string> = {
  created_job: "Job created",
  updated_job: "Job updated",
  completed_job: "Job completed",
  started_job: "Job started",
  deleted_job: "Job deleted",
  added_measurement: "Measurement added",
  updated_measurement: "Measurement changed",
  deleted_measurement: "Measurement deleted",
  uploaded_photo: "Photo added",
  annotated_photo: "Photo marked up",
  removed_markup: "Photo markup removed",
  deleted_photo: "Photo deleted",
  added_note: "Note added",
  edited_note: "Note edited",
  deleted_note: "Note deleted",
  recorded_voice_note: "Voice note recorded",
  deleted_voice_note: "Voice note deleted",
  uploaded_file: "File added",
  updated_file: "File changed",
  deleted_file: "File deleted",
  sent_proof: "Design sent for approval",
  proof_approved: "Design approved",
  proof_changes_requested: "Design changes requested",
  created_share_link: "Share link created",
  deactivated_share_link: "Share link deactivated",
  viewed_share_link: "Share link opened",
  invited_member: "Team member invited",
  joined_team: "Joined the team",
  changed_role: "Team role changed",
  removed_member: "Team member removed",
  left_team: "Left the team",
  renamed_team: "Team renamed",
  shared_job: "Job shared with a team member",
  revoked_share: "Job share revoked",
  connected_sign_in: "Sign-in method connected",
  disconnected_sign_in: "Sign-in method disconnected",
};

const ESTIMATE_AREA = /^Estimate for (\d+(?:\.\d+)?) sq ft(?= on )/;

/** An entry's stored details as a metric shop reads them: an estimate's area ('Estimate for 215.28 sq ft on …') with its m² beside it. */
export function activityDetails(action: string, details: string, metric: boolean): string {
  if (!metric || !action.endsWith("_estimate")) return details;
  return details.replace(ESTIMATE_AREA, (_entry, area: string) => `Estimate for ${withSquareMetres(`${area} sq ft`, Number(area), true)}`);
}

export function activityLabel(action: string): string {
  const known = ACTIVITY_LABELS[action];
  if (known) return known;
  const words = action.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What activity needs to name a job: the fields a person would name it by. */
export type ActivityJob = {
  clientName: string;
  jobName?: string | null;
  vehicleYear?: number | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
};

/**
 * A job as a person names it in activity, where many jobs meet: its name for its client ('Van wrap for
 * Acme'), else its title ('2019 Ford Transit, Acme', or the client alone), as job-text.ts names it.
 */
export function activityJobName(job: ActivityJob): string {
  const name = job.jobName?.trim();
  return name ? `${name} for ${job.clientName.trim()}` : jobTitle(job);
}
