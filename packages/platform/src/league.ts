/** The league's public contact points, shown by the shell's footer and the About page. */
export const LEAGUE_CONTACT_EMAIL = 'info@padelleague.ae';
export const LEAGUE_SOCIAL_URL = 'https://www.instagram.com/padelleague.ae';
export const LEAGUE_SOCIAL_LABEL = 'Instagram';
