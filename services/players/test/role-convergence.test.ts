import { createLogger } from '@padel/service-kit';
import { passwordGrant } from '@padel/tools/testing/keycloak';
import { waitForMail } from '@padel/tools/testing/mailpit';
import { ProfileModel } from '../src/data-access/profile-model';
import { RoleAssignmentModel } from '../src/data-access/role-assignment-model';
import { RoleConvergence } from '../src/domain/role-convergence';
import {
  adminToken,
  applyAs,
  bearer,
  eventually,
  getJson,
  postJson,
  testAccounts,
  testId,
  uniqueEmail,
  playersServiceForTests,
} from './support';

// The service's own Keycloak client is refused (a wrong secret): every step it takes in Keycloak fails.
const { url: serviceUrl, users } = playersServiceForTests({ KEYCLOAK_SIGNUP_CLIENT_SECRET: 'not-the-secret' });

/** A player account made directly in Keycloak (the service cannot sign anyone up here), signed in. */
async function playerAccount(): Promise<{ id: string; email: string; token: string }> {
  const email = users.track(uniqueEmail('converge'));
  const accounts = testAccounts();
  const id = await accounts.createUser({
    email,
    firstName: 'Latifa',
    lastName: `Converge ${testId().replace(/[^a-z]/gi, '')}`,
    password: 'secret-123',
  });
  await accounts.assignRealmRoles(id, ['user', 'player']);
  return { id, email, token: (await passwordGrant(email, 'secret-123')).access_token };
}

describe('The partner role of an approved application', () => {
  it('when Keycloak refuses the role change, then the approval stands, nothing is half-done, and the role arrives in both places once Keycloak takes it', async () => {
    const applicant = await playerAccount();
    const id = await applyAs(serviceUrl(), applicant.token, { organization_name: 'Retry Padel' });
    const admin = await adminToken();

    const approval = await postJson(`${serviceUrl()}/api/admin/applications/${id}/approve`, {}, admin);

    expect(approval).toMatchObject({ status: 200, body: { application: { status: 'approved', role_granted: false } } });
    await eventually(async () => ((await RoleAssignmentModel.findById(`${applicant.id}:partner`).lean())?.attempts ?? 0) >= 1);
    expect(await testAccounts().realmRolesOf(applicant.id)).not.toContain('partner');
    expect((await ProfileModel.findById(applicant.id).lean())?.role).not.toBe('partner');
    expect((await getJson(`${serviceUrl()}/api/organizer-applications/me`, bearer(applicant.token))).body.application.role_granted).toBe(
      false,
    );

    // Keycloak takes it again (here: a worker whose client is let in): the next try completes every step.
    const worker = new RoleConvergence(testAccounts(), { intervalMs: 100, logger: createLogger('role-convergence-test') });
    worker.start();
    try {
      await eventually(async () => (await RoleAssignmentModel.findById(`${applicant.id}:partner`).lean())?.synced === true, 15_000);
    } finally {
      await worker.stop();
    }
    expect(await testAccounts().realmRolesOf(applicant.id)).toContain('partner');
    expect((await ProfileModel.findById(applicant.id).lean())?.role).toBe('partner');
    expect((await getJson(`${serviceUrl()}/api/organizer-applications/me`, bearer(applicant.token))).body.application.role_granted).toBe(
      true,
    );
    expect((await waitForMail(applicant.email, { subject: /approved/ })).Text).toContain('Retry Padel');
  });
});
