import { MAX_PAGE_LIMIT, type PageQuery } from '@padel/contracts';
import type { Model } from 'mongoose';

/** Which documents of a sorted query one page holds. */
export interface Slice {
  skip: number;
  limit: number;
  /** Whether the answer needs how many match in all (the older forms do not: no count is asked of the store). */
  counted: boolean;
}

/**
 * The slice of the page a query asks for; without a query, the older forms' bound: the first 100 (the largest page,
 * decision 185).
 */
export const sliceOf = (query?: PageQuery): Slice =>
  query ? { skip: (query.page - 1) * query.limit, limit: query.limit, counted: true } : { skip: 0, limit: MAX_PAGE_LIMIT, counted: false };

/**
 * One page of `filter`'s documents in `sort` order (end it with `_id` so the order is total), with how many match in
 * all when the slice is counted (else the page's length): the sort and the count are the store's, so an index on the
 * filter's fields and the sort serves both (decision 194).
 */
export async function findPage<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: the caller names the lean type
  model: Model<any>,
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { skip, limit, counted }: Slice,
): Promise<{ items: T[]; total: number }> {
  const [items, total] = await Promise.all([
    model.find(filter).sort(sort).skip(skip).limit(limit).lean<T[]>(),
    counted ? model.countDocuments(filter) : undefined,
  ]);
  return { items, total: total ?? items.length };
}
