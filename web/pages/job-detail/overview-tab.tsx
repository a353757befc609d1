import { Car, ClipboardList, Mail, MapPin, Phone, User } from "lucide-react";
import type { ReactNode } from "react";
import { formatSquareFeet, withSquareMetres } from "../../../shared/domain/area-text";
import { accessAllows } from "../../../shared/domain/job-access";
import { formatVinylNeeded, vinylNeeded } from "../../../shared/domain/vinyl";
import { TOTAL_AREA_SOURCE_TEXT, vehicleLine } from "../../../shared/domain/job-text";
import type { Job } from "../../../shared/schemas/job";
import { useShopDefaultsPending } from "../../api/account-pending";
import { useMetric } from "../../api/account-query";
import { useProofs } from "../../api/files";
import { ProgressBar } from "../../components/progress-bar";
import { ProofBadge } from "../../components/proof-badge";
import { StatusBadge } from "../../components/status-badge";
import { Card } from "../../components/ui/card";
import { JobActivityCard } from "../../features/activity/job-activity-card";
import { QuickActionsCard } from "../../features/documents/quick-actions-card";
import { LatestEstimateCard } from "../../features/estimates/latest-estimate-card";
import { RecentPhotosCard } from "../../features/photos/recent-photos-card";
import { formatDueDate } from "../../lib/format";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{children ?? "—"}</dd>
    </div>
  );
}

/**
 * The job's area and the vinyl it needs in the shop's units: square metres beside square feet for a metric shop, as
 * the estimates and reports show them. Held while the shop's units are first read, so neither figure changes after
 * it is shown.
 */
function AreaRows({ squareFeet, source }: { squareFeet: number | null; source: string }) {
  const metric = useMetric();
  const held = useShopDefaultsPending();
  const inUnits = (text: string, area: number) => (held ? <span className="text-muted-foreground">Loading…</span> : withSquareMetres(text, area, metric));
  return (
    <>
      <Row label="Total area">
        <span className="block">{squareFeet === null ? formatSquareFeet(null) : inUnits(formatSquareFeet(squareFeet), squareFeet)}</span>
        <span className="block text-xs font-normal text-muted-foreground">{source}</span>
      </Row>
      <Row label="Vinyl needed">{squareFeet === null ? null : inUnits(formatVinylNeeded(squareFeet), vinylNeeded(squareFeet))}</Row>
    </>
  );
}

function Section({ title, icon: Icon, children }: { title: string; icon: typeof User; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="h-5 w-5 text-primary" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function OverviewTab({ job, onOpenPhotos, onOpenEstimates, onRecordVoiceNote }: { job: Job; onOpenPhotos: () => void; onOpenEstimates: () => void; onRecordVoiceNote: () => void }) {
  const latestProof = useProofs(job.id).data?.[0];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <Section title="Client" icon={User}>
          <dl className="divide-y divide-border">
            <Row label="Company">{job.clientName}</Row>
            <Row label="Contact">{job.clientContact}</Row>
            <Row label="Phone">
              {job.clientPhone ? (
                <a href={`tel:${job.clientPhone}`} className="inline-flex min-h-11 items-center gap-1 text-primary underline">
                  <Phone aria-hidden className="h-4 w-4" />
                  {job.clientPhone}
                </a>
              ) : null}
            </Row>
            <Row label="Email">
              {job.clientEmail ? (
                <a href={`mailto:${job.clientEmail}`} className="inline-flex min-h-11 items-center gap-1 text-primary underline">
                  <Mail aria-hidden className="h-4 w-4" />
                  {job.clientEmail}
                </a>
              ) : null}
            </Row>
            <Row label="Location">
              {job.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="h-4 w-4" />
                  {job.location}
                </span>
              ) : null}
            </Row>
          </dl>
        </Section>
        <Section title="Vehicle" icon={Car}>
          <dl className="divide-y divide-border">
            <Row label="Vehicle">{vehicleLine(job) || null}</Row>
            <Row label="VIN">{job.vehicleVin ? <span className="font-mono">{job.vehicleVin}</span> : null}</Row>
            <Row label="Color">{job.vehicleColor}</Row>
          </dl>
        </Section>
        <Section title="Notes" icon={ClipboardList}>
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{job.notes || <span className="text-muted-foreground">No notes yet</span>}</p>
        </Section>
      </div>
      <div className="space-y-4">
        <Card className="h-fit space-y-4 p-4">
          <h2 className="text-lg font-bold">Job Status</h2>
          <dl className="divide-y divide-border">
            <Row label="Status">
              <StatusBadge status={job.status} />
            </Row>
            {latestProof ? (
              <Row label="Design">
                <ProofBadge proof={latestProof} />
              </Row>
            ) : null}
            <Row label="Due date">{formatDueDate(job.dueDate) ?? "Not set"}</Row>
            <AreaRows squareFeet={job.totalSquareFeet} source={TOTAL_AREA_SOURCE_TEXT[job.totalSquareFeetSource]} />
          </dl>
          <ProgressBar value={job.progress} label="Job progress" />
          <p className="text-sm text-muted-foreground">Vinyl needed includes a 15% waste allowance.</p>
        </Card>
        <QuickActionsCard job={job} onOpenPhotos={onOpenPhotos} onRecordVoiceNote={onRecordVoiceNote} />
        <LatestEstimateCard job={job} onOpenEstimates={onOpenEstimates} />
        <RecentPhotosCard jobId={job.id} canAdd={accessAllows(job.access.level, "edit")} onOpenPhotos={onOpenPhotos} />
        <JobActivityCard jobId={job.id} />
      </div>
    </div>
  );
}
