import styled from 'styled-components';
import { media } from '@padel/ui-kit';
import { CreateTournamentForm } from './create-tournament-form';
import { MyTournaments } from './my-tournaments';
import { RulesCard } from './rules-card';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** The partner's dashboard: create a tournament, see your tournaments and the rules. */
export function HostDashboard() {
  return (
    <Columns>
      <CreateTournamentForm />
      <Side>
        <MyTournaments />
        <RulesCard />
      </Side>
    </Columns>
  );
}
