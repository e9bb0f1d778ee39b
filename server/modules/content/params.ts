import { Type } from '@sinclair/typebox';
import { ValidationError } from '../../platform/errors';
import { Id } from '../../platform/http/schemas';

/** DELETE takes `id` in the query string or in a JSON body, as clients differ (content, news and marketing files). */
export const deleteQuery = Type.Object({ id: Type.Optional(Id) });
export const deleteBody = Type.Object({ id: Type.Optional(Id) });
export const idOf = (query: { id?: number }, body: { id?: number }) => {
  const id = query.id ?? body.id;
  if (!id) throw ValidationError.field('id', 'content.idRequired');
  return id;
};
