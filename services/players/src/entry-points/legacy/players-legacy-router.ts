import type Router from '@koa/router';
import {
  apiMessageBody,
  LegacyPlayerRegisterSchema,
  type Hand,
  type LegacyHand,
  type LegacyPlayerRegister,
  type LegacyPlayerRegisterResponse,
} from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateBody, type AuthState } from '@padel/service-kit';
import { registerOwnPlayer, type PlayerRegistration } from '../../domain/players-service';
import { toLegacyPlayer } from './to-legacy-player';

const lowercased = (hand: LegacyHand | null | undefined) => (hand ? (hand.toLowerCase() as Hand) : null);

/** The form's own record fields (points, results, partner) are the league's to keep: they are not passed on. */
function toRegistration(form: LegacyPlayerRegister): PlayerRegistration {
  return {
    full_name: form.name,
    country: form.country,
    strong_hand: lowercased(form.strongHand),
    court_side: lowercased(form.courtSide),
    height: form.height ?? null,
    photo_url: form.photoUrl ?? null,
  };
}

/** Older form: `POST /api/players`, the register-as-player form, always registers the signed-in caller. */
export function playersLegacyRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/players');

  router.post('/', requireAuth(), async (ctx) => {
    const form = validateBody(ctx, LegacyPlayerRegisterSchema);
    const { created, profile } = await registerOwnPlayer(principalOf(ctx), toRegistration(form));
    ctx.status = created ? 201 : 200;
    ctx.body = {
      ...apiMessageBody(created ? 'PLAYER_REGISTERED' : 'PLAYER_DETAILS_UPDATED'),
      ...toLegacyPlayer(profile),
    } satisfies LegacyPlayerRegisterResponse;
  });

  return router;
}
