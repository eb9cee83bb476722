import styled from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
import { AppLink } from '@padel/platform';
import { ChevronRightIcon, Dialog } from '@padel/ui-kit';
import { T } from '../../../i18n';
import { tournamentPath } from '../lib/tournaments';
import { RegisterAction, TournamentBadges, TournamentFacts } from './tournament-summary';

const PageLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-top: 16px;
  font-weight: 600;
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** Tier and LIVE badges, name, location, dates, status text, View tournament; Register Now for upcoming ones (disabled, with the reason, outside the entry window). */
export function TournamentDialog({
  tournament,
  onClose,
  onRegister,
  registerDisabled = false,
}: {
  tournament: TournamentListItem | null;
  onClose: () => void;
  onRegister: (tournament: TournamentListItem) => void;
  registerDisabled?: boolean;
}) {
  return (
    <Dialog
      open={tournament !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tournament?.name ?? ''}
      eyebrow={tournament ? <TournamentBadges tournament={tournament} /> : null}
    >
      {tournament ? (
        <>
          <TournamentFacts tournament={tournament} />
          <PageLink href={tournamentPath(tournament.id)} onClick={onClose}>
            <T id="tournament.viewTournament" /> <ChevronRightIcon size={16} />
          </PageLink>
          <RegisterAction tournament={tournament} onRegister={onRegister} disabled={registerDisabled} />
        </>
      ) : null}
    </Dialog>
  );
}
