import { TournamentDisplayStatusSchema, TournamentTierSchema, type TournamentDisplayStatus, type TournamentTier } from '@padel/contracts';
import { pageOfUrl } from '@padel/platform';

/** How many tournaments the Tournaments page shows at a time. */
export const TOURNAMENT_PAGE_SIZE = 24;
/** The service matches a city of at most 80 characters (TournamentListQuerySchema). */
export const MAX_CITY_LENGTH = 80;

/** The Tournaments page's place as its URL holds it: `?status=Live&tier=gold&city=Dubai&month=2026-01&page=2`. */
export interface TournamentFilters {
  status: TournamentDisplayStatus | undefined;
  tier: TournamentTier | undefined;
  /** Trimmed; empty when any city. */
  city: string;
  /** YYYY-MM of the start date. */
  month: string | undefined;
  page: number;
}

export type TournamentFilterName = 'status' | 'tier' | 'city' | 'month';
export const FILTER_NAMES: readonly TournamentFilterName[] = ['status', 'tier', 'city', 'month'];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The city as sent: trimmed and cut to what the service accepts. */
export const cityFromText = (value: string | null): string => (value ?? '').trim().slice(0, MAX_CITY_LENGTH).trim();

/**
 * The filters of a URL's query string. What the service would refuse (an unknown status or tier, a month that is not
 * YYYY-MM, a page below 1) is read as not given, so a hand-edited or old link still shows a page.
 */
export function filtersFromUrl(params: URLSearchParams): TournamentFilters {
  const status = TournamentDisplayStatusSchema.safeParse(params.get('status'));
  const tier = TournamentTierSchema.safeParse(params.get('tier'));
  const month = params.get('month') ?? '';
  return {
    status: status.success ? status.data : undefined,
    tier: tier.success ? tier.data : undefined,
    city: cityFromText(params.get('city')),
    month: MONTH.test(month) ? month : undefined,
    page: pageOfUrl(params),
  };
}

/** The query string with one filter set (or removed when empty), back on the first page; other parameters are kept. */
export function withFilter(params: URLSearchParams, name: TournamentFilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const sent = name === 'city' ? cityFromText(value) : value;
  if (sent) next.set(name, sent);
  else next.delete(name);
  next.delete('page');
  return next;
}

/** The query string without any filter, on the first page. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...FILTER_NAMES, 'page']) next.delete(name);
  return next;
}

/** Whether any filter narrows the list. */
export const isFiltered = (filters: TournamentFilters): boolean => FILTER_NAMES.some((name) => Boolean(filters[name]));
