import { useState } from "react";
import { JOB_SHARE_ACCESS_LEVELS, type JobShareAccessLevel } from "../../../shared/domain/vocabulary";
import { jobWithClient } from "../../../shared/domain/job-text";
import { JOB_SHARE_LABELS } from "../../../shared/domain/team-text";
import { ShareJobSchema, TEAM_TOASTS, type TeamMember } from "../../../shared/schemas/team";
import { useJobList } from "../../api/jobs";
import { useShareJob } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { toastFailure } from "../feedback/failure-toast";

const EXPIRY_CHOICES = [
  { value: "", label: "Never" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
];

const ACCESS_MEANINGS: Record<JobShareAccessLevel, string> = {
  view: "Can look at the job, its measurements and photos.",
  edit: "Can also change the job, add measurements, photos and estimates.",
  full: "Can also share the job with team members, make share links and back it up.",
};

type Errors = Partial<Record<"jobId" | "userId" | "accessLevel", string>>;

export function ShareJobDialog({ open, onOpenChange, members }: { open: boolean; onOpenChange: (open: boolean) => void; members: TeamMember[] }) {
  const [search, setSearch] = useState("");
  const [jobId, setJobId] = useState("");
  const [userId, setUserId] = useState("");
  const [accessLevel, setAccessLevel] = useState<JobShareAccessLevel>("view");
  const [expiry, setExpiry] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const share = useShareJob();
  const idempotency = useIdempotencyKey();
  const jobs = useJobList({ status: "all", search: useDebouncedValue(search, 250) });
  const shareable = (jobs.data?.pages.flatMap((page) => page.items) ?? []).filter((job) => job.access.level === "owner" || job.access.level === "full");
  const shownJobId = shareable.some((job) => job.id === jobId) ? jobId : "";

  const close = (next: boolean) => {
    if (!next) {
      setSearch("");
      setJobId("");
      setUserId("");
      setAccessLevel("view");
      setExpiry("");
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = async () => {
    const parsed = ShareJobSchema.safeParse({ jobId: shownJobId, userId, accessLevel, expiresInDays: expiry ? Number(expiry) : null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await share.mutateAsync({ input: parsed.data, idempotencyKey: idempotency.keyFor(parsed.data) });
    } catch (error) {
      toastFailure(TEAM_TOASTS.shareFailed, error, { fallback: TEAM_TOASTS.shareFailed });
      return;
    }
    idempotency.finish();
    toast({ title: TEAM_TOASTS.shared });
    close(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Share Job"
      description="Give a team member access to one of your jobs. You can revoke it at any time."
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form="share-job-form" disabled={share.isPending}>
            {share.isPending ? "Sharing..." : "Share Job"}
          </Button>
        </>
      }
    >
      <form
        id="share-job-form"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!share.isPending) void submit();
        }}
      >
        <FormField label="Find a job" hint="Client, job name or vehicle">
          <Input type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
        <FormField label="Job" error={errors.jobId}>
          <Select value={shownJobId} onChange={(event) => setJobId(event.target.value)}>
            <option value="">{jobs.isPending ? "Loading jobs..." : shareable.length ? "Choose a job" : "No job matches"}</option>
            {shareable.map((job) => (
              <option key={job.id} value={job.id}>
                {jobWithClient(job)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Team member" error={errors.userId}>
          <Select value={userId} onChange={(event) => setUserId(event.target.value)}>
            <option value="">Choose a team member</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
                {member.email ? ` (${member.email})` : ""}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Access" hint={ACCESS_MEANINGS[accessLevel]} error={errors.accessLevel}>
          <Select value={accessLevel} onChange={(event) => setAccessLevel(event.target.value as JobShareAccessLevel)}>
            {JOB_SHARE_ACCESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {JOB_SHARE_LABELS[level]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Expires">
          <Select value={expiry} onChange={(event) => setExpiry(event.target.value)}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
      </form>
    </Dialog>
  );
}
