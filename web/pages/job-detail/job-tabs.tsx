import { type ReactNode, Suspense, useCallback, useState } from "react";
import type { Job } from "../../../shared/schemas/job";
import * as Tabs from "../../components/ui/tabs";
import { UnderlineTabList } from "../../components/ui/underline-tabs";
import { JOB_TAB_PANELS, JOB_TABS, type JobTab } from "./job-page-parts";

const { overview: OverviewTab, wrapulator: WrapulatorTab, photos: PhotosTab, measurements: MeasurementsTab, notes: NotesTab, files: FilesTab, backup: BackupShareTab } =
  JOB_TAB_PANELS;

function TabPanel({ value, children }: { value: JobTab; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="pt-5">
      <Suspense fallback={<div role="status" aria-label="Loading" className="h-40 animate-pulse rounded-xl bg-muted" />}>{children}</Suspense>
    </Tabs.Content>
  );
}

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
      <TabPanel value="overview">
        <OverviewTab job={job} onOpenPhotos={() => onTab("photos")} onOpenEstimates={() => onTab("wrapulator")} onRecordVoiceNote={recordVoiceNote} />
      </TabPanel>
      <TabPanel value="wrapulator">
        <WrapulatorTab job={job} />
      </TabPanel>
      <TabPanel value="photos">
        <PhotosTab job={job} />
      </TabPanel>
      <TabPanel value="measurements">
        <MeasurementsTab job={job} />
      </TabPanel>
      <TabPanel value="notes">
        <NotesTab job={job} recordRequested={recordRequested} onRecordHandled={recordHandled} />
      </TabPanel>
      <TabPanel value="files">
        <FilesTab job={job} />
      </TabPanel>
      <TabPanel value="backup">
        <BackupShareTab job={job} />
      </TabPanel>
    </Tabs.Root>
  );
}
