import { acceptLinkOf, INVITER_NAME_MAX, invitationMail, plainInviterName } from './invitation-mail';

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

  it('when the inviter name holds markup, then the mail shows its words only', () => {
    const mail = invitationMail(invitation('<img src=x onerror=alert(1)>'), options);

    expect(mail.html).not.toMatch(/<img|onerror=|&#60;/);
    expect(mail.text).toContain('img src x onerror alert (a player of the Padel League) invites you to form a team.');
  });

  it("when the inviter has a name, then both languages show it as one of the league's players", () => {
    const mail = invitationMail(invitation('Omar Haddad'), options);

    expect(mail.text).toContain('Omar Haddad (a player of the Padel League) invites you to form a team.');
    expect(mail.text).toContain('يدعوك Omar Haddad (لاعب في دوري البادل) لتكوين فريق.');
    expect(mail.html).toContain('<p>Omar Haddad (a player of the Padel League) invites you to form a team.</p>');
  });

  it('when the inviter has no profile or a name of no words, then the mail says a player of the league invites', () => {
    for (const mail of [invitationMail(invitation(null), options), invitationMail(invitation('::// 123 !!'), options)]) {
      expect(mail.text).toContain('A player of the Padel League invites you to form a team.');
      expect(mail.text).toContain('يدعوك لاعب في دوري البادل لتكوين فريق.');
      expect(mail.text).not.toContain('inviter@padel.test');
    }
  });

  // Issue 31, point 5: the name is the one part of the mail its sender writes.
  it.each([
    ['a link', 'Omar https://evil.example/reset?x=1', 'Omar https evil example reset x'],
    ['a bare domain', 'Win at evil.com now', 'Win at evil com now'],
    ['a full-width domain', 'Omar ｅｖｉｌ．ｃｏｍ', 'Omar evil com'],
    ['an email address', 'mail me: attacker@evil.example', 'mail me attacker evil example'],
    ['lines of a system message', 'Omar\n\nSECURITY NOTICE: your account is locked.\nReset at', 'Omar SECURITY NOTICE your account is…'],
    ['bidi and zero-width characters', 'Omar\u202Emoc.live\u200B', 'Omar moc live'],
  ])('when the inviter name holds %s, then it is plain words', (_what, name, shown) => {
    expect(plainInviterName(name)).toBe(shown);
    const mail = invitationMail(invitation(name), options);
    expect(mail.text).toContain(`${shown} (a player of the Padel League) invites you`);
    expect(mail.html.match(/href=/g)).toHaveLength(2);
  });

  it('when the inviter name is long, then the mail shows its first words, at most the limit, and "…"', () => {
    const shown = plainInviterName(`Omar ${'Haddad '.repeat(20)}`);

    expect(Array.from(shown).length).toBeLessThanOrEqual(INVITER_NAME_MAX + 1);
    expect(shown).toMatch(/^Omar Haddad Haddad .*Haddad…$/);
  });

  it('when the name is Arabic with an apostrophe or hyphen inside, then it is kept as written', () => {
    expect(plainInviterName('عبد الله آل-مكتوم')).toBe('عبد الله آل-مكتوم');
    expect(plainInviterName("Sean O'Neil")).toBe("Sean O'Neil");
  });
});
