import { trustedProxiesProblem, trustedProxyMatcher } from './trusted-proxies';

describe('trustedProxyMatcher', () => {
  const trusted = trustedProxyMatcher('127.0.0.1/8, ::1, 10.89.0.10, fd00::/64');

  it.each(['127.0.0.1', '127.1.2.3', '::1', '10.89.0.10', '::ffff:10.89.0.10', 'fd00::5'])(
    'when the peer is %s, then it is trusted',
    (address) => {
      expect(trusted(address)).toBe(true);
    },
  );

  it.each(['10.89.0.11', '192.168.1.20', 'fd00:0:0:1::5', '::ffff:192.168.1.20', '', undefined])(
    'when the peer is %s, then it is not trusted',
    (address) => {
      expect(trusted(address)).toBe(false);
    },
  );

  it('when the list is empty, then no peer is trusted', () => {
    expect(trustedProxyMatcher('')('127.0.0.1')).toBe(false);
  });
});

describe('trustedProxiesProblem', () => {
  it('when every entry is an address or a range, then there is no problem', () => {
    expect(trustedProxiesProblem('127.0.0.1/8,::1,10.89.0.10')).toBeUndefined();
  });

  it.each([
    ['gateway', '"gateway" is not an IP address or CIDR range'],
    ['10.0.0.0/33', '"10.0.0.0/33" has no valid prefix length'],
    ['10.0.0.0/x', '"10.0.0.0/x" has no valid prefix length'],
  ])('when the list holds %s, then the problem names it', (list, problem) => {
    expect(trustedProxiesProblem(list)).toBe(problem);
  });
});
