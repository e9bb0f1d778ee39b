import type { Country } from '../../../common/constants';
import { get } from '../../../common/web/api';
import { documentedProvider } from '../providers/documentedProvider';

/** What the server accepts: the form's record less the fields the server owns. */
export function courierBody(data: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, regions, ...rest } = data;
  return {
    ...rest,
    service: rest.service ?? '',
    handlingFee: rest.handlingFee ?? 0,
    freeShippingThreshold: rest.freeShippingThreshold ?? null,
    regions: ((regions as Record<string, unknown>[] | undefined) ?? []).map((region) => ({
      name: region.name ?? '',
      states: region.states ?? [],
      rates: ((region.rates as Record<string, unknown>[] | undefined) ?? []).map(({ upTo, comparison, price }) => ({ upTo, comparison, price })),
    })),
  };
}

/**
 * The couriers resource on its API (server/modules/couriers/routes.ts): `GET /courier` (simple-rest
 * list), `GET /courier/:id`, `POST /courier/store`, `POST /courier/update`, `DELETE /courier/delete?id=`.
 */
export const courierProvider = documentedProvider({ list: '/courier', body: courierBody });

const statesOf = new Map<Country, Promise<{ id: string; name: string }[]>>();

/** Malaysian states or Indonesian provinces, as the courier regions store them (GET /state). */
export function statesOfCountry(country: Country) {
  let states = statesOf.get(country);
  if (!states) {
    states = get<{ id: string; name: string }[]>('/state', { country });
    statesOf.set(country, states);
  }
  return states;
}
