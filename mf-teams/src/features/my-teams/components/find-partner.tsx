import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CreateInvitation } from '@padel/contracts';
import { SectionCard, Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { useErrorText, usePlayerSearch, useSendInvitation } from '@padel/api';
import { BrowsePlayers } from './browse-players';
import { InviteByEmail } from './invite-by-email';
import { usePartnerSearch } from '../hooks/use-partner-search';
import { partnerSearchRequest } from '../lib/partner-candidates';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

type FindPartnerTab = 'browse' | 'email';

/** The countries the catalog names, each with its name in the reader's language (a search may name one). */
function useCatalogCountries() {
  const intl = useIntl();
  const format = useFormats();
  return useMemo(
    () =>
      Object.keys(intl.messages)
        .filter((id) => id.startsWith('country.'))
        .map((id) => id.slice('country.'.length))
        .map((country) => ({ country, name: format.country(country) })),
    [intl.messages, format],
  );
}

/** SPEC §2 My teams: Find a Partner with the Browse Players and Invite by Email tabs; players are searched on the server. */
export function FindPartner({
  excluded,
}: {
  /** Players who cannot be invited, including those invited in this session (they leave the list). */
  excluded: ReadonlySet<string>;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { toast } = useToast();
  const [tab, setTab] = useState<FindPartnerTab>('browse');
  const [email, setEmail] = useState('');
  const partnerSearch = usePartnerSearch();
  const countries = useCatalogCountries();
  const players = usePlayerSearch(partnerSearchRequest(partnerSearch.search, countries));
  const sendInvitation = useSendInvitation({
    onSuccess: (response, invitation) => {
      // Past the mail limits of the invited address the invitation is sent without its mail (decision 192).
      const mailed = response.code !== 'INVITATION_SENT_NOT_MAILED';
      toast({
        title: t('teams.invite.sent.title'),
        description: t(mailed ? 'teams.invite.sent.description' : 'teams.invite.sentNotMailed.description'),
      });
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
          <BrowsePlayers
            search={partnerSearch}
            players={players}
            excluded={excluded}
            sending={sendInvitation.isPending}
            sendingToId={sendInvitation.isPending ? (sendInvitation.variables?.invitee_id ?? null) : null}
            onInvite={(player) => send({ invitee_id: player.id })}
            onInviteByEmail={(address) => {
              setEmail(address);
              setTab('email');
            }}
          />
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
