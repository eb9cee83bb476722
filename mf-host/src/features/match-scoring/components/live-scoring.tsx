import styled from 'styled-components';
import type { Match } from '@padel/contracts';
import { Button, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import type { useCourtsideScoring } from '../hooks/use-courtside-scoring';
import { canScorePoints, canUndo, SIDES, teamName } from '../lib/score';

/** Courtside taps: at least 48 px high (WCAG target size), the point buttons far more. */
export const TAP_TARGET_PX = 48;

const Pad = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const PointButton = styled(Button)`
  min-height: 96px;
  height: auto;
  padding: 16px;
  font-size: 1.15rem;
  white-space: normal;
  line-height: 1.3;
  touch-action: manipulation;
`;

const UndoButton = styled(Button)`
  min-height: ${TAP_TARGET_PX}px;
  min-width: 120px;
  touch-action: manipulation;
`;

const Notice = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Waiting = styled.p`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;

/**
 * Point by point: "Point to <team>" for each side and Undo. Each tap is kept on the device and sent with the version
 * of the score shown; points still on the device are counted as "Not sent yet (n)".
 */
export function LiveScoring({ match, scoring }: { match: Match; scoring: ReturnType<typeof useCourtsideScoring> }) {
  const t = useT();
  const open = canScorePoints(match);
  return (
    <section aria-label={t('liveScoring.label')}>
      {scoring.notice ? <Notice role="alert">{scoring.notice}</Notice> : null}
      {scoring.unsent > 0 ? (
        <Waiting role="status" data-testid="unsent-points">
          {t('courtside.notSentYet', { count: scoring.unsent })}
        </Waiting>
      ) : null}
      <Pad>
        {SIDES.map((side) => (
          <PointButton
            key={side}
            $size="lg"
            $variant={side === 'team1' ? 'primary' : 'accent'}
            disabled={!open}
            onClick={() => void scoring.scorePoint(side)}
          >
            {/* One flow of text: the button lays its children out as flex items, which would set the name apart. */}
            <span>
              <T id="liveScoring.pointTo" values={{ team: <UserText>{teamName(t, match, side)}</UserText> }} />
            </span>
          </PointButton>
        ))}
      </Pad>
      <Row>
        <UndoButton
          $size="lg"
          $variant="outline"
          disabled={!(canUndo(match) || scoring.unsent > 0) || scoring.sending}
          onClick={() => void scoring.undoPoint()}
        >
          <T id="liveScoring.undo" />
        </UndoButton>
      </Row>
    </section>
  );
}
