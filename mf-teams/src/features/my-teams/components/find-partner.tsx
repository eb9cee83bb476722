import { useState } from 'react';
import type { CreateInvitation, Player } from '@padel/contracts';
import { ErrorState, LoadingState, SectionCard, Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { useErrorText, useSendInvitation } from '@padel/api';
import { BrowsePlayers } from './browse-players';
import { InviteByEmail } from './invite-by-email';
import { useT } from '../../../i18n';

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
  const t = useT();
  const errorText = useErrorText();
  const { toast } = useToast();
  const [tab, setTab] = useState<FindPartnerTab>('browse');
  const [email, setEmail] = useState('');
  const sendInvitation = useSendInvitation({
    onSuccess: (_response, invitation) => {
      toast({ title: t('teams.invite.sent.title'), description: t('teams.invite.sent.description') });
      if (invitation.invitee_email) setEmail('');
    },
    onError: (error) =>
      toast({
        title: t('teams.invite.failed.title'),
        description: errorText(error, t('teams.invite.failed.description')),
        variant: 'destructive',
      }),
  });
  const send = (invitation: CreateInvitation) => sendInvitation.mutate(invitation);

  return (
    <SectionCard titleId="find-partner-title" title={t('teams.find.title')} description={t('teams.find.description')}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as FindPartnerTab)}>
        <TabList label={t('teams.find.title')}>
          <Tab value="browse">{t('teams.find.browseTab')}</Tab>
          <Tab value="email">{t('teams.find.emailTab')}</Tab>
        </TabList>
        <TabPanel value="browse">
          {players.isPending ? (
            <LoadingState label={t('teams.find.loadingPlayers')} />
          ) : players.error || !players.data ? (
            <ErrorState message={errorText(players.error, t('teams.find.playersFetchFailed'))} onRetry={() => void players.refetch()} />
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
