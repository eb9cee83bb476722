import { acceptLinkOf, invitationMail } from './invitation-mail';

const invitation = (fullName: string | null) => ({
  invitee_email: 'partner@padel.test',
  token: 'a+b/c=',
  inviter_profile:
    fullName === null ? null : { id: 'u1', full_name: fullName, email: 'inviter@padel.test', country: null, photo_url: null },
});
const options = { publicUrl: 'https://league.example/', expiresAt: new Date('2026-03-15T09:00:00Z') };

describe('invitationMail', () => {
  it('when composed, then it goes to the invited address and says until when the invitation is open, in both languages', () => {
    const mail = invitationMail(invitation('Omar Haddad'), options);

    expect(mail.to).toBe('partner@padel.test');
    expect(mail.text).toContain('The invitation is open until 2026-03-15.');
    expect(mail.text).toContain('تبقى الدعوة مفتوحة حتى 2026-03-15.');
  });

  it('when the site address ends with a slash, then the accept link has one slash and an encoded token', () => {
    expect(acceptLinkOf(options.publicUrl, 'a+b/c=')).toBe('https://league.example/accept-invitation?token=a%2Bb%2Fc%3D');
  });

  it('when the inviter name holds markup, then the HTML shows it as text', () => {
    const mail = invitationMail(invitation('<img src=x onerror=alert(1)>'), options);

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('when the inviter has no profile, then the mail says a player invites', () => {
    expect(invitationMail(invitation(null), options).text).toContain('A player invites you to form a team in the Padel League.');
  });
});
