/**
 * What an account export holds (README: "Backups"): manifest.json first, README.txt, the profile,
 * team membership and saved clients as JSON, and every job the account owns under
 * jobs/{nnn}-{name}/, each folder laid out as that job's own backup (its manifest included).
 */
import type { R2Bucket } from "@cloudflare/workers-types";
import type { Db } from "../db/client";
import { findAccount } from "../db/queries/account";
import { jobRecords, ownedJobIds } from "../db/queries/job-records";
import { listSavedClients } from "../db/queries/jobs";
import { findMembership, listMembers } from "../db/queries/team";
import { toTeamDto, toTeamMemberDto } from "../dto/team";
import { toPreferencesDto } from "../dto/account";
import { toCurrentUserDto } from "../dto/user";
import { BackupProblem } from "../storage/zip-to-r2";
import { type BackupEntry, EXTENSIONS, describeObject, folderName, jobBackupEntries, jsonEntry, textEntry, withManifest } from "./backup-contents";

const README = `WrapPilot account export

Everything this account holds in WrapPilot, readable without the app.

  manifest.json    what this export holds: format, version, counts, and the SHA-256 of every file
  profile.json     your name, username, email, business name and phone, and your settings
  logo.*           your business logo, when you have one
  team.json        the team you belong to, your role and its members
  clients.json     your saved clients
  jobs.json        every job: its folder below, client and job name
  jobs/NNN-name/   one folder per job, laid out as that job's own backup (job.json, measurements.json
                   and .csv, estimates.json, activity.json, photos.json, photos/, notes.json,
                   voice-notes.json, voice/, files.json, files/)

To bring one job back into WrapPilot, zip its folder (or the folder's contents) and import it:
account menu, Backups & export, Restore from a file.
`;

export async function accountBackupEntries(db: Db, bucket: R2Bucket, userId: string, now: Date): Promise<BackupEntry[]> {
  const account = await findAccount(db, userId);
  if (!account) throw new BackupProblem("The account was deleted before its export was made.");
  const { user, preferences } = account;
  const logo = user.logoKey ? await describeObject(bucket, user.logoKey, null, "The business logo could not be read (it may have been replaced while the export was made). Try again.") : null;
  const logoEntry = logo && user.logoKey ? { name: `logo.${EXTENSIONS[logo.type] ?? "jpg"}`, key: user.logoKey, size: logo.size, sha256: logo.sha256, lastModified: now } : null;
  const profile = { ...toCurrentUserDto(user), businessName: user.businessName, phone: user.phone, logo: logoEntry?.name ?? null, preferences: toPreferencesDto(preferences) };
  const membership = await findMembership(db, userId);
  const members = membership ? await listMembers(db, membership.teamId) : [];
  const clients = await listSavedClients(db, userId);
  const jobs: { id: string; folder: string; clientName: string; jobName: string | null }[] = [];
  const jobEntries: BackupEntry[] = [];
  let photos = 0;
  for (const id of await ownedJobIds(db, userId)) {
    const records = await jobRecords(db, id);
    if (!records) continue;
    const folder = folderName("jobs", jobs.length + 1, records.job.jobName ? `${records.job.clientName} ${records.job.jobName}` : records.job.clientName);
    jobs.push({ id, folder, clientName: records.job.clientName, jobName: records.job.jobName });
    photos += records.photos.length;
    for (const entry of await jobBackupEntries(bucket, records, "job", now)) jobEntries.push({ ...entry, name: `${folder}/${entry.name}` });
  }
  const team = membership ? { team: toTeamDto(membership), myRole: membership.role, members: members.map(toTeamMemberDto) } : { team: null, myRole: null, members: [] };
  const entries = [
    await textEntry("README.txt", README, now),
    await jsonEntry("profile.json", profile, now),
    ...(logoEntry ? [logoEntry] : []),
    await jsonEntry("team.json", team, now),
    await jsonEntry("clients.json", clients, now),
    await jsonEntry("jobs.json", jobs, now),
    ...jobEntries,
  ];
  return withManifest("account", { jobs: jobs.length, photos, clients: clients.length, teamMembers: members.length }, entries, now);
}
