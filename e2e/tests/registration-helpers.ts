import type { Locator, Page } from 'playwright-core';
import { api, eventually } from '../src/api-helpers';
import { baseUrl, freshEmail, registerPlayerViaApi, signUpViaApi } from '../src/public-helpers';
import type { Member } from '../src/tournament-helpers';

// The registration tests' accounts and page helpers (decision 112).

export const PASSWORD = 'e2e-secret-1';

export interface Player extends Member {
  name: string;
}

/** A new account registered as a player (unique per run: the engines may be reused). */
export async function freshPlayer(purpose: string): Promise<Player> {
  const email = freshEmail(purpose);
  const name = `E2E ${purpose} ${email.slice(-19, -11)}`;
  const { id, token } = await signUpViaApi(email, name, PASSWORD);
  await registerPlayerViaApi(token, name, 'Oman');
  return { email, token, id, name };
}

/** The confirmed team of two new players: invited by id (a new account's email is not verified yet), accepted. */
async function newTeam(inviter: Player, invitee: Player): Promise<string> {
  const { invitation } = await api<{ invitation: { id: string } }>('/team-invitations', {
    token: inviter.token,
    method: 'POST',
    body: { invitee_id: invitee.id },
  });
  const { team } = await api<{ team: { id: string } }>(`/team-invitations/${invitation.id}/accept`, {
    token: invitee.token,
    method: 'POST',
  });
  return team.id;
}

/** A new player with a confirmed team, with a second new player. */
export async function playerWithTeam(purpose: string): Promise<{ player: Player; partner: Player; teamId: string }> {
  const [player, partner] = await Promise.all([freshPlayer(purpose), freshPlayer(`${purpose}-partner`)]);
  return { player, partner, teamId: await newTeam(player, partner) };
}

/**
 * Waits until the tournaments service knows the team: entries check it on the service's own copy, which the teams
 * service's event fills. The probe names no tournament, so it can never create an entry.
 */
export async function untilEntriesKnowTeam(player: Player, teamId: string): Promise<void> {
  await eventually(async () => {
    try {
      await api('/tournament-entries', {
        token: player.token,
        method: 'POST',
        body: { tournament_id: 'no-such-tournament', team_id: teamId },
      });
    } catch (error) {
      return /TEAM_NOT_FOUND/.test((error as Error).message) ? undefined : true;
    }
    return true;
  }, `the tournaments service to know team ${teamId}`);
}

/** The id of a seeded tournament in the public list, by name. */
export async function tournamentId(name: string): Promise<string> {
  const list = await api<Array<{ id: string; name: string }>>('/tournaments');
  const found = list.find((tournament) => tournament.name === name);
  if (!found) throw new Error(`No seeded tournament named ${name}`);
  return found.id;
}

/**
 * The Tournaments page filtered to the seeded tournament's city and month, as a visitor would narrow it: the list is
 * paged (decision 185), and what other tests leave in the league must not push its card off the first page.
 */
export async function tournamentsShowing(name: string): Promise<string> {
  const list = await api<Array<{ name: string; location: string; startDate: string }>>('/tournaments');
  const found = list.find((tournament) => tournament.name === name);
  if (!found) throw new Error(`No seeded tournament named ${name}`);
  const city = found.location.split(',')[0]!.trim();
  return `${baseUrl}/tournaments?${new URLSearchParams({ city, month: found.startDate.slice(0, 7) })}`;
}

export const tournamentUrl = async (name: string) => `${baseUrl}/tournaments/${encodeURIComponent(await tournamentId(name))}`;

/** Opens a tournament's detail dialog from its card (Home or Tournaments) and presses Register Now. */
export async function registerNowFromCard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `View Details: ${name}` }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Register Now' }).click();
}

/** Signs in in the Authentication dialog that is open (the one Register Now opened). */
export async function signInInDialog(page: Page, email: string, password = PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

export const registrationDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Register for Tournament' });

/**
 * The controls of the open dialogs whose content does not fit (scrollWidth beyond clientWidth), and selects whose
 * chosen option's text is wider than the room inside them; the dialog panels themselves included.
 */
export function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const clipped: string[] = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) {
      const controls = [
        dialog,
        ...Array.from(dialog.querySelectorAll('button, select, input, label, a, dd, [role="tab"]')),
      ] as HTMLElement[];
      for (const control of controls) {
        if (control.clientWidth === 0) continue;
        if (control.scrollWidth > control.clientWidth + 1) clipped.push(describe(control));
        if (control instanceof HTMLSelectElement) {
          const style = getComputedStyle(control);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = control.selectedOptions[0]?.text ?? '';
          // The room for the text: the content box less the drop-down arrow.
          const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (context.measureText(text).width > room) clipped.push(`select "${text}"`);
        }
      }
    }
    return clipped;
  });
}
