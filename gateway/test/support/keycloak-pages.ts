/**
 * A browser's visit to Keycloak's pages through the gateway: one cookie jar, Keycloak's absolute links (built on
 * KEYCLOAK_PUBLIC_URL) followed on the gateway under test, redirects followed by hand.
 */
export function keycloakVisit(gatewayUrl: string, forwardedFor?: string) {
  const cookies = new Map<string, string>();
  const publicBase = process.env.KEYCLOAK_PUBLIC_URL ?? '';
  const onGateway = (link: string) =>
    publicBase && link.startsWith(publicBase) ? `${gatewayUrl}/auth${link.slice(publicBase.length)}` : link;

  async function request(link: string, init: { form?: Record<string, string> } = {}): Promise<{ status: number; html: string }> {
    let url = onGateway(link);
    let form = init.form;
    for (;;) {
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const equals = pair.indexOf('=');
        cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { status: response.status, html: await response.text() };
      await response.body?.cancel();
      url = onGateway(new URL(location, url).href);
      form = undefined;
    }
  }

  return {
    /** Opens `link` (a page) and submits its first form with `fields`; the answer after any redirects. */
    async submit(link: string, fields: Record<string, string>) {
      const page = await request(link);
      return request(formAction(page.html), { form: fields });
    },
    request,
  };
}

/** The action of a page's first form. */
export function formAction(html: string): string {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`the page has no form: ${html.slice(0, 300)}`);
  return action.replaceAll('&amp;', '&');
}

/** Keycloak's "Forgot your password?" page of the league realm for the web client (as the sign-in dialog links it). */
export const passwordResetPage = (gatewayUrl: string) =>
  `${gatewayUrl}/auth/realms/padel/login-actions/reset-credentials?client_id=padel-web`;
