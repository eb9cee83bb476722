import fs from 'node:fs';
import path from 'node:path';
import { COMMON_PASSWORDS_FILE, commonPasswordsText, REFUSED_COMMON_PASSWORDS } from '../src/engines/common-passwords';
import { passwordBlacklistsDir, realmFile } from '../src/engines/keycloak';

describe('the realm’s password policy (issue 31, point 10)', () => {
  test('when the blacklist file is read, then it is exactly the 10,000 most common passwords of the maintained list, in lower case', () => {
    const file = fs.readFileSync(path.join(passwordBlacklistsDir, COMMON_PASSWORDS_FILE), 'utf8');

    expect(file).toBe(commonPasswordsText());
    expect(file.trim().split('\n')).toHaveLength(REFUSED_COMMON_PASSWORDS);
    expect(file.trim().split('\n').slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  test('when the realm file is read, then its policy keeps the minimum of 6 and refuses the blacklist and the account’s email', () => {
    const realm = JSON.parse(fs.readFileSync(realmFile, 'utf8')) as { passwordPolicy: string };
    const policies = realm.passwordPolicy.split(' and ');

    expect(policies).toEqual(expect.arrayContaining(['length(6)', 'notEmail(undefined)', `passwordBlacklist(${COMMON_PASSWORDS_FILE})`]));
  });
});
