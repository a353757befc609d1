import * as Tabs from "@radix-ui/react-tabs";
import { lazy, Suspense, useCallback, useState } from "react";
import type { Job } from "../../../shared/schemas/job";
import { UnderlineTabList } from "../../components/ui/underline-tabs";
import { FilesTab } from "../../features/files/files-tab";
import { MeasurementsTab } from "../../features/measurements/measurements-tab";
import { NotesTab } from "../../features/notes/notes-tab";
import { PhotosTab } from "../../features/photos/photos-tab";
import { BackupShareTab } from "./backup-share-tab";
import { OverviewTab } from "./overview-tab";

export const JOB_TABS = [
  { value: "overview", label: "Overview" },
  { value: "wrapulator", label: "Wrapulator" },
  { value: "photos", label: "Photos" },
  { value: "measurements", label: "Measurements" },
  { value: "notes", label: "Notes" },
  { value: "files", label: "Files" },
  { value: "backup", label: "Backup & Share" },
] as const;
export type JobTab = (typeof JOB_TABS)[number]["value"];

const WrapulatorTab = lazy(() => import("../../features/wrapulator/wrapulator-tab"));

export function JobTabs({ job, tab, onTab }: { job: Job; tab: JobTab; onTab: (tab: JobTab) => void }) {
  const [recordRequested, setRecordRequested] = useState(false);
  const recordVoiceNote = () => {
    setRecordRequested(true);
    onTab("notes");
  };
  const recordHandled = useCallback(() => setRecordRequested(false), []);
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as JobTab)}>
      <UnderlineTabList label="Job sections" items={JOB_TABS} />
      <Tabs.Content value="overview" className="pt-5">
        <OverviewTab job={job} onOpenPhotos={() => onTab("photos")} onOpenEstimates={() => onTab("wrapulator")} onRecordVoiceNote={recordVoiceNote} />
      </Tabs.Content>
      <Tabs.Content value="wrapulator" className="pt-5">
        <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
          <WrapulatorTab job={job} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="photos" className="pt-5">
        <PhotosTab job={job} />
      </Tabs.Content>
      <Tabs.Content value="measurements" className="pt-5">
        <MeasurementsTab job={job} />
      </Tabs.Content>
      <Tabs.Content value="notes" className="pt-5">
        <NotesTab job={job} recordRequested={recordRequested} onRecordHandled={recordHandled} />
      </Tabs.Content>
      <Tabs.Content value="files" className="pt-5">
        <FilesTab job={job} />
      </Tabs.Content>
      <Tabs.Content value="backup" className="pt-5">
        <BackupShareTab job={job} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
