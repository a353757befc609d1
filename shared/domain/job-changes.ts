import { formatSquareFeet } from "./area-text";
import { jobStatusDisplay } from "./job-status";

type JobFields = {
  clientName: string;
  jobName: string | null;
  status: string;
  progress: number;
  dueDate: Date | null;
  totalSquareFeet: number | null;
  vinylUsedSquareFeet: number | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleColor: string | null;
  vehicleVin: string | null;
  clientContact: string | null;
  clientPhone: string | null;
  clientEmail: string | null;
  location: string | null;
  notes: string | null;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const NONE = "none";

const day = (value: Date | null) => (value ? `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}` : NONE);
const words = (value: string | number | null) => (value === null || value === "" ? NONE : String(value));
const vehicle = (job: JobFields) => [job.vehicleYear, job.vehicleMake, job.vehicleModel].filter(Boolean).join(" ") || NONE;

/** Fields shown with their old and new values: what an installer scans a history for. */
const SHOWN: { label: string; read: (job: JobFields) => string }[] = [
  { label: "status", read: (job) => jobStatusDisplay(job.status).label },
  { label: "progress", read: (job) => `${job.progress}%` },
  { label: "due date", read: (job) => day(job.dueDate) },
  { label: "total area", read: (job) => (job.totalSquareFeet === null ? NONE : formatSquareFeet(job.totalSquareFeet)) },
  { label: "vinyl used", read: (job) => (job.vinylUsedSquareFeet === null ? NONE : formatSquareFeet(job.vinylUsedSquareFeet)) },
  { label: "client", read: (job) => job.clientName },
  { label: "job name", read: (job) => words(job.jobName) },
  { label: "vehicle", read: vehicle },
  { label: "colour", read: (job) => words(job.vehicleColor) },
  { label: "VIN", read: (job) => words(job.vehicleVin) },
];

/** Fields only named as edited: contact details and notes are long or private enough to stay out of a history line. */
const NAMED: { label: string; read: (job: JobFields) => unknown }[] = [
  { label: "client contact", read: (job) => [job.clientContact, job.clientPhone, job.clientEmail, job.location].join("\u0000") },
  { label: "notes", read: (job) => job.notes },
];

/** "status Quote Sent → In Progress; progress 0% → 40%; notes edited", or "" when nothing a person would notice changed. */
export function describeJobChanges(before: JobFields, after: JobFields): string {
  const shown = SHOWN.filter(({ read }) => read(before) !== read(after)).map(({ label, read }) => `${label} ${read(before)} → ${read(after)}`);
  const named = NAMED.filter(({ read }) => read(before) !== read(after)).map(({ label }) => `${label} edited`);
  return [...shown, ...named].join("; ");
}
