import { OrganizerApplicationSchema } from './organizer-application';

const valid = { organization_name: 'Muscat Padel Club', org_type: 'club', city: 'Muscat', country: 'Oman', compliance_confirmed: true };

describe('OrganizerApplicationSchema', () => {
  it('when preferred categories are absent, then they default to bronze', () => {
    expect(OrganizerApplicationSchema.parse(valid).preferred_categories).toEqual(['bronze']);
  });

  it('when org_type is unknown or the website is not a URL, then it fails', () => {
    expect(OrganizerApplicationSchema.safeParse({ ...valid, org_type: 'federation' }).success).toBe(false);
    expect(OrganizerApplicationSchema.safeParse({ ...valid, website: 'not a url' }).success).toBe(false);
  });

  it('when compliance is not confirmed, then it fails', () => {
    expect(OrganizerApplicationSchema.safeParse({ ...valid, compliance_confirmed: false }).success).toBe(false);
  });
});
