import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { INVITABLE_ROLES } from "../../../shared/domain/vocabulary";
import { ROLE_LABELS } from "../../../shared/domain/team-text";
import { TEAM_TOASTS, type TeamInviteInput, TeamInviteSchema } from "../../../shared/schemas/team";
import type * as z from "zod";
import { useInvite } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { toastFailure } from "../feedback/failure-toast";
import { ROLE_MEANINGS } from "./role-badge";

type InviteValues = z.output<typeof TeamInviteSchema>;

type InviteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; canInviteAdmins: boolean };

/** Only the team's owner grants admin (an admin's invitation offers installer and viewer). */
export function InviteDialog({ open, onOpenChange, canInviteAdmins }: InviteDialogProps) {
  const invite = useInvite();
  const idempotency = useIdempotencyKey();
  const form = useForm<TeamInviteInput, unknown, InviteValues>({ resolver: zodResolver(TeamInviteSchema), defaultValues: { email: "", role: "installer" } });
  const role = form.watch("role") ?? "installer";

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await invite.mutateAsync({ input, idempotencyKey: idempotency.keyFor(input) });
    } catch (error) {
      toastFailure(TEAM_TOASTS.inviteFailed, error, { fallback: TEAM_TOASTS.inviteFailed });
      return;
    }
    idempotency.finish();
    toast({ title: TEAM_TOASTS.invited, description: `Copy the invite link under "Waiting for an answer" and send it to ${input.email}: they answer from that link.` });
    close(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite Member"
      description="They join only after accepting, from the invite link. There is no mail server here: copy the link afterwards and send it yourself."
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form="invite-form" disabled={invite.isPending}>
            {invite.isPending ? "Inviting..." : "Send Invite"}
          </Button>
        </>
      }
    >
      <form id="invite-form" className="space-y-4" noValidate onSubmit={onSubmit}>
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="installer@example.com" {...form.register("email")} />
        </FormField>
        <FormField label="Role" hint={ROLE_MEANINGS[role]} error={form.formState.errors.role?.message}>
          <Select {...form.register("role")}>
            {INVITABLE_ROLES.filter((value) => canInviteAdmins || value !== "admin").map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </form>
    </Dialog>
  );
}
