import { useParams } from '@padel/platform';
import { HeadToHeadView } from '../features/players';

/** /players/:id/vs/:otherId: two players' head-to-head. */
export function HeadToHeadPage() {
  const { id = '', otherId = '' } = useParams();
  return <HeadToHeadView playerId={id} otherId={otherId} />;
}
