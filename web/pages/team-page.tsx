import * as Tabs from "../components/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { currentUserQuery } from "../api/auth";
import { useReceivedInvitations, useTeam, useTeamShares } from "../api/team";
import { RetryLine } from "../components/ui/retry-line";
import { UnderlineTabList } from "../components/ui/underline-tabs";
import { MembersTab } from "../features/team/members-tab";
import { keepInviteCode } from "../features/team/invite-codes";
import { InviteLinkNotice } from "../features/team/invite-link-notice";
import { ReceivedInvitations } from "../features/team/received-invitations";
import { SharedJobsTab } from "../features/team/shared-jobs-tab";
import { TeamName } from "../features/team/team-name";
import { useFetchPartsOnceShown } from "../lib/parts-once-shown";

/** An invite link opened while signed in lands here: its code is kept before the invitations render, then dropped from the address. */
function useInviteLink() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [link] = useState(() => keepInviteCode(search));
  useEffect(() => {
    if (link) navigate("/team", { replace: true });
  }, [link, navigate]);
  return link;
}

export default function TeamPage() {
  const user = useQuery(currentUserQuery).data;
  const link = useInviteLink();
  const team = useTeam();
  const received = useReceivedInvitations();
  const shares = useTeamShares();
  const overview = team.data;
  useFetchPartsOnceShown(Boolean(overview) || team.isError);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">Team</h1>
        {overview?.team ? <TeamName team={overview.team} canRename={overview.myRole === "owner"} /> : <p className="text-muted-foreground">Invite your installers and share jobs with them</p>}
      </div>
      {user ? <InviteLinkNotice link={link} signedInEmail={user.email} /> : null}
      <ReceivedInvitations invitations={received.data ?? []} onTeam={Boolean(overview?.team)} link={link} />
      {team.isPending || !user ? (
        <div aria-hidden className="h-40 animate-pulse rounded-xl bg-muted" />
      ) : team.isError ? (
        <RetryLine message="Couldn't load your team." onRetry={() => team.refetch()} />
      ) : (
        <Tabs.Root defaultValue="members" className="space-y-4">
          <UnderlineTabList
            label="Team"
            items={[
              { value: "members", label: `Team Members (${team.data.members.length})` },
              { value: "shared", label: shares.data ? `Shared Jobs (${shares.data.length})` : "Shared Jobs" },
            ]}
          />
          <Tabs.Content value="members">
            <MembersTab overview={team.data} userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="shared">
            <SharedJobsTab overview={team.data} userId={user.id} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
