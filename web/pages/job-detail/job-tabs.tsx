import { type ReactNode, Suspense, memo, useCallback, useState } from "react";
import type { Job } from "../../../shared/schemas/job";
import * as Tabs from "../../components/ui/tabs";
import { UnderlineTabList } from "../../components/ui/underline-tabs";
import { useAfterFirstPaint } from "../../lib/after-first-paint";
import { JOB_TAB_PANELS, JOB_TABS, type JobTab } from "./job-page-parts";

const { overview: OverviewTab, wrapulator: WrapulatorTab, photos: PhotosTab, measurements: MeasurementsTab, notes: NotesTab, files: FilesTab, backup: BackupShareTab } =
  JOB_TAB_PANELS;

const TAB_LOADING = <div role="status" aria-label="Loading" className="h-40 animate-pulse rounded-xl bg-muted" />;

/** `held`: the page's header and tab list are drawn first, and the open tab in a task after them. */
function TabPanel({ value, held, children }: { value: JobTab; held: boolean; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="pt-5">
      {held ? TAB_LOADING : <Suspense fallback={TAB_LOADING}>{children}</Suspense>}
    </Tabs.Content>
  );
}

/** Drawn again only for another job, tab or handler, not whenever the page redraws for data it does not show (the job's measurements arriving). */
export const JobTabs = memo(function JobTabs({ job, tab, onTab }: { job: Job; tab: JobTab; onTab: (tab: JobTab) => void }) {
  const [recordRequested, setRecordRequested] = useState(false);
  const recordVoiceNote = () => {
    setRecordRequested(true);
    onTab("notes");
  };
  const recordHandled = useCallback(() => setRecordRequested(false), []);
  const held = !useAfterFirstPaint();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as JobTab)}>
      <UnderlineTabList label="Job sections" items={JOB_TABS} />
      <TabPanel value="overview" held={held}>
        <OverviewTab job={job} onOpenPhotos={() => onTab("photos")} onOpenEstimates={() => onTab("wrapulator")} onRecordVoiceNote={recordVoiceNote} />
      </TabPanel>
      <TabPanel value="wrapulator" held={held}>
        <WrapulatorTab job={job} />
      </TabPanel>
      <TabPanel value="photos" held={held}>
        <PhotosTab job={job} />
      </TabPanel>
      <TabPanel value="measurements" held={held}>
        <MeasurementsTab job={job} />
      </TabPanel>
      <TabPanel value="notes" held={held}>
        <NotesTab job={job} recordRequested={recordRequested} onRecordHandled={recordHandled} />
      </TabPanel>
      <TabPanel value="files" held={held}>
        <FilesTab job={job} />
      </TabPanel>
      <TabPanel value="backup" held={held}>
        <BackupShareTab job={job} />
      </TabPanel>
    </Tabs.Root>
  );
});
