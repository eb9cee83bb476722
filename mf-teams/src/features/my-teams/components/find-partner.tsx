import { useState } from 'react';
import type { CreateInvitation, Player } from '@padel/contracts';
import { ErrorState, LoadingState, Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { messageOf, useSendInvitation } from '@padel/api';
import { SectionCard } from '../../../components/section-card';
import { BrowsePlayers } from './browse-players';
import { InviteByEmail } from './invite-by-email';

type FindPartnerTab = 'browse' | 'email';

/** SPEC §2 My teams: Find a Partner with the Browse Players and Invite by Email tabs. */
export function FindPartner({
  players,
  excluded,
}: {
  players: { data?: readonly Player[]; error: Error | null; isPending: boolean; refetch: () => unknown };
  /** Players who cannot be invited, including those invited in this session (they leave the list). */
  excluded: ReadonlySet<string>;
}) {
  const { toast } = useToast();
  const [tab, setTab] = useState<FindPartnerTab>('browse');
  const [email, setEmail] = useState('');
  const sendInvitation = useSendInvitation({
    onSuccess: (_response, invitation) => {
      toast({ title: 'Invitation Sent!', description: 'Your partner invitation has been sent.' });
      if (invitation.invitee_email) setEmail('');
    },
    onError: (error) =>
      toast({ title: 'Failed to Send Invitation', description: messageOf(error, 'Failed to send invitation'), variant: 'destructive' }),
  });
  const send = (invitation: CreateInvitation) => sendInvitation.mutate(invitation);

  return (
    <SectionCard
      id="find-partner-title"
      title="Find a Partner"
      description="Invite a registered player, or anyone by email, to form a team."
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as FindPartnerTab)}>
        <TabList label="Find a Partner">
          <Tab value="browse">Browse Players</Tab>
          <Tab value="email">Invite by Email</Tab>
        </TabList>
        <TabPanel value="browse">
          {players.isPending ? (
            <LoadingState label="Loading players" />
          ) : players.error || !players.data ? (
            <ErrorState message={messageOf(players.error, 'Failed to fetch players')} onRetry={() => void players.refetch()} />
          ) : (
            <BrowsePlayers
              players={players.data}
              excluded={excluded}
              sending={sendInvitation.isPending}
              sendingToId={sendInvitation.isPending ? (sendInvitation.variables?.invitee_id ?? null) : null}
              onInvite={(player) => send({ invitee_id: player.id })}
              onInviteByEmail={(address) => {
                setEmail(address);
                setTab('email');
              }}
            />
          )}
        </TabPanel>
        <TabPanel value="email">
          <InviteByEmail
            email={email}
            onEmailChange={setEmail}
            sending={sendInvitation.isPending}
            onSend={(address) => send({ invitee_email: address })}
          />
        </TabPanel>
      </Tabs>
    </SectionCard>
  );
}
