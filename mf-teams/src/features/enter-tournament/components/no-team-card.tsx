import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@padel/ui-kit';
import { HomeButtonLink } from '@padel/platform';

/** SPEC §2 Enter tournament without a confirmed team: a pointer to My Teams. */
export function NoTeamCard() {
  return (
    <Card as="section" aria-labelledby="no-team-title">
      <CardHeader>
        <CardTitle id="no-team-title" as="h2">
          You need a confirmed team
        </CardTitle>
        <CardDescription>Invite a partner and wait for them to accept before entering a tournament.</CardDescription>
      </CardHeader>
      <CardContent>
        <HomeButtonLink href="/my-teams">Go to My Teams</HomeButtonLink>
      </CardContent>
    </Card>
  );
}
