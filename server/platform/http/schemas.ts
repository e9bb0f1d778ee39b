import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_ID, MAX_OFFSET, MAX_PAGE_SIZE } from './list';

/** Small schema builders the route tables share. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParams = Type.Object({ id: Id });
export const Email = Type.String({ format: 'email', maxLength: 191 });
export const Str = (max = 191, min = 0) => Type.String({ minLength: min, maxLength: max });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The list dialect of ra-data-simple-rest (`sort`, `range`, `filter` as JSON text) plus the
 * `page`/`perPage`/`search` parameters of the documented calls (docs/api.md). Routes extend it with their own filters.
 */
export const ListQueryProps = {
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 4000 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OFFSET / MAX_PAGE_SIZE })),
  // Larger pages are cut to MAX_PAGE_SIZE rows; the bound only refuses nonsense.
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OFFSET })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OFFSET })),
  search: Type.Optional(Type.String({ maxLength: 191 })),
};
export const ListQuery = Type.Object(ListQueryProps);
