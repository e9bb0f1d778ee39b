import { bandFor, bandProblems, type CourierView, type RateBand, type RateBasis } from '../../../common/couriers';
import type { Ctx } from '../../platform/context';
import { AppError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { inTransaction } from '../../platform/tx';
import { nameKey } from '../reference';
import { states as referenceStates, type Country } from '../reference';
import { Courier, CourierRate, CourierRegion, CourierRegionState } from './models';

/**
 * Couriers of the company and the shipping quote (docs/rules.md: Courier; the "shipping not found" message).
 * A courier's regions are sets of states — Malaysian state names, or Indonesian province codes,
 * as GET /state returns them — each with rate bands by order weight (grams) or units. HQ and
 * staff holding create_courier manage them; the quote serves every signed-in user and the
 * orders module.
 */

export interface RegionInput {
  name: string;
  states: string[];
  rates: RateBand[];
}

export interface CourierInput {
  name: string;
  service?: string | null;
  rateBy?: RateBasis;
  freeShippingThreshold?: number | null;
  handlingFee?: number;
  isActive?: boolean;
  regions: RegionInput[];
}

export type { CourierView };

const GRAPH = 'regions.[states, rates]';

const spec: ListSpec<Courier> = {
  sort: {
    id: 'id',
    name: 'name',
    service: 'service',
    rateBy: 'rate_by',
    handlingFee: 'handling_fee',
    freeShippingThreshold: 'free_shipping_threshold',
    isActive: 'is_active',
    createdAt: 'created_at',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    isActive: (qb, value) => void qb.where('is_active', value === true || value === 'true' || value === 1),
    rateBy: 'rate_by',
  },
  search: ['name', 'service'],
};

function present(courier: Courier): CourierView {
  // toJSON() is typed as the model; its JSON form is the view's columns (timestamps as strings).
  const json = courier.toJSON() as unknown as Omit<CourierView, 'regions'> & { companyId?: number };
  const regions = [...(courier.regions ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    id: json.id,
    name: json.name,
    service: json.service,
    rateBy: json.rateBy,
    freeShippingThreshold: json.freeShippingThreshold,
    handlingFee: json.handlingFee,
    isActive: json.isActive,
    createdAt: json.createdAt,
    updatedAt: json.updatedAt,
    regions: regions.map((region) => ({
      id: region.id,
      name: region.name,
      states: [...(region.states ?? [])].sort((a, b) => a.id - b.id).map((s) => s.state),
      rates: sortedRates(region.rates ?? []).map(({ upTo, comparison, price }) => ({ upTo, comparison, price })),
    })),
  };
}

function sortedRates(rates: CourierRate[]): CourierRate[] {
  return [...rates].sort((a, b) => a.position - b.position || a.id - b.id);
}

export async function listCouriers(ctx: Ctx, params: ListParams): Promise<ListPage<CourierView>> {
  const page = await runList(Courier.of(ctx).withGraphFetched(GRAPH), spec, params);
  return new ListPage(page.items.map(present), page.total, page.offset);
}

async function findCourier(ctx: Ctx, id: number): Promise<Courier> {
  const courier = await Courier.of(ctx).findById(id).withGraphFetched(GRAPH);
  if (!courier) throw new NotFoundError();
  return courier;
}

export async function getCourier(ctx: Ctx, id: number): Promise<CourierView> {
  return present(await findCourier(ctx, id));
}

/** Reference states of a country keyed for look-up: Malaysian names ignoring case and spacing; Indonesian codes and names. */
const stateIndexes = new Map<Country, Map<string, string>>();

function stateIndex(country: Country): Map<string, string> {
  let index = stateIndexes.get(country);
  if (!index) {
    index = new Map();
    for (const area of referenceStates(country)) {
      index.set(nameKey(area.name), area.id);
      index.set(nameKey(area.id), area.id);
    }
    stateIndexes.set(country, index);
  }
  return index;
}

function companyCountry(ctx: Ctx): Country {
  return ctx.company.country === 'ID' ? 'ID' : 'MY';
}

/** The stored form of a state the user gave (a Malaysian state name, an Indonesian province code or name), or null if unknown. */
export function canonicalState(ctx: Ctx, state: string): string | null {
  return stateIndex(companyCountry(ctx)).get(nameKey(state)) ?? null;
}

interface CleanRegion {
  name: string;
  states: string[];
  rates: RateBand[];
}

/** Checks the regions and bands; throws a 422 naming every wrong field (`regions.0.rates.1.upTo`). */
function cleanRegions(ctx: Ctx, regions: RegionInput[], fields: FieldErrors): CleanRegion[] {
  if (regions.length === 0) fields.regions = { key: 'courier.regionsRequired' };
  const names = new Set<string>();
  const owner = new Map<string, string>();
  return regions.map((region, i) => {
    const at = `regions.${i}`;
    const name = region.name.trim();
    if (!name) fields[`${at}.name`] = { key: 'validation.required' };
    else if (names.has(nameKey(name))) fields[`${at}.name`] = { key: 'courier.regionNameTaken' };
    names.add(nameKey(name));

    const states: string[] = [];
    if (region.states.length === 0) fields[`${at}.states`] = { key: 'courier.statesRequired' };
    for (const given of region.states) {
      const state = canonicalState(ctx, given);
      if (state === null) {
        fields[`${at}.states`] ??= { key: 'courier.unknownState', params: { state: given } };
      } else if (owner.has(state) && owner.get(state) !== `${i}`) {
        fields[`${at}.states`] ??= { key: 'courier.stateTaken', params: { state: given, region: regions[Number(owner.get(state))].name } };
      } else if (!states.includes(state)) {
        owner.set(state, `${i}`);
        states.push(state);
      }
    }

    if (region.rates.length === 0) fields[`${at}.rates`] = { key: 'courier.ratesRequired' };
    for (const [j, problem] of bandProblems(region.rates)) fields[`${at}.rates.${j}.upTo`] = { key: problem };
    return { name, states, rates: region.rates };
  });
}

/**
 * Name + service are unique ignoring case. MariaDB's collation already compares case-insensitively
 * but SQLite's `=` does not, so both sides are lowered to give the same answer on both databases.
 */
async function assertUniqueName(ctx: Ctx, name: string, service: string, exceptId?: number) {
  const query = Courier.of(ctx).whereRaw('LOWER(??) = LOWER(?)', ['name', name]).whereRaw('LOWER(??) = LOWER(?)', ['service', service]);
  if (exceptId) query.whereNot('id', exceptId);
  if (await query.first()) throw ValidationError.field('name', 'courier.duplicate');
}

async function writeRegions(ctx: Ctx, courierId: number, regions: CleanRegion[]) {
  // Replaced as a whole: the form always sends the full set, and quotes read only the current one.
  await CourierRegion.of(ctx).where('courier_id', courierId).delete();
  for (const [position, region] of regions.entries()) {
    const row = await CourierRegion.of(ctx).insert({ courierId, name: region.name, position });
    for (const state of region.states) await CourierRegionState.of(ctx).insert({ courierId, regionId: row.id, state });
    for (const [i, rate] of region.rates.entries()) {
      await CourierRate.of(ctx).insert({ regionId: row.id, upTo: rate.upTo, comparison: rate.comparison, price: rate.price, position: i });
    }
  }
}

type CourierRow = Pick<Courier, 'name' | 'service' | 'rateBy' | 'freeShippingThreshold' | 'handlingFee' | 'isActive'>;

/** The courier's own columns: given fields, else the current values (update) or the defaults (create). */
function courierRow(input: CourierInput, current: CourierRow | null, fields: FieldErrors): CourierRow {
  const row: CourierRow = {
    name: input.name.trim(),
    service: input.service === undefined ? (current?.service ?? '') : (input.service ?? '').trim(),
    rateBy: input.rateBy ?? current?.rateBy ?? 'weight',
    freeShippingThreshold: input.freeShippingThreshold === undefined ? (current?.freeShippingThreshold ?? null) : input.freeShippingThreshold,
    handlingFee: input.handlingFee ?? current?.handlingFee ?? 0,
    isActive: input.isActive ?? (current ? Boolean(current.isActive) : true),
  };
  if (!row.name) fields.name = { key: 'validation.required' };
  if (row.freeShippingThreshold !== null && row.freeShippingThreshold <= 0) fields.freeShippingThreshold = { key: 'courier.thresholdPositive' };
  return row;
}

async function save(ctx: Ctx, id: number | null, input: CourierInput): Promise<CourierView> {
  return inTransaction(ctx, async (tx) => {
    const current = id === null ? null : await Courier.of(tx).findById(id);
    if (id !== null && !current) throw new NotFoundError();
    const fields: FieldErrors = {};
    const row = courierRow(input, current ?? null, fields);
    const regions = cleanRegions(tx, input.regions, fields);
    if (Object.keys(fields).length) throw new ValidationError(fields);
    await assertUniqueName(tx, row.name, row.service, id ?? undefined);
    let courierId = id;
    if (courierId === null) courierId = (await Courier.of(tx).insert(row)).id;
    else await Courier.of(tx).findById(courierId).patch(row);
    await writeRegions(tx, courierId, regions);
    return present(await findCourier(tx, courierId));
  });
}

export function createCourier(ctx: Ctx, input: CourierInput): Promise<CourierView> {
  return save(ctx, null, input);
}

export function updateCourier(ctx: Ctx, id: number, input: CourierInput): Promise<CourierView> {
  return save(ctx, id, input);
}

export async function deleteCourier(ctx: Ctx, id: number): Promise<{ id: number }> {
  const courier = await Courier.of(ctx).findById(id);
  if (!courier) throw new NotFoundError();
  await Courier.of(ctx).deleteById(id);
  return { id };
}

export interface QuoteInput {
  /** Destination: a Malaysian state name or an Indonesian province code (or name). */
  state: string;
  weightGrams?: number | null;
  units?: number | null;
  /** Order amount in minor units, compared with the free-shipping threshold. */
  orderAmount: number;
  /** Only this courier. */
  courierId?: number | null;
}

export interface ShippingQuote {
  courierId: number;
  name: string;
  service: string;
  rateBy: RateBasis;
  regionId: number;
  regionName: string;
  /** The band's price, before the handling fee. */
  rate: number;
  handlingFee: number;
  /** The order reached the free-shipping threshold: the whole charge is waived. */
  free: boolean;
  /** What the order pays for shipping, in minor units. */
  price: number;
}

/**
 * Shipping prices for an order, one per active courier whose region covers the state and whose
 * bands cover the order's weight (weight-rated couriers) or units (unit-rated ones), cheapest
 * first. The price is the band's price plus the courier's handling fee (once per order), or 0 when
 * the order amount is at or above the courier's free-shipping threshold. No courier at all:
 * the "shipping not found" error (422).
 */
export async function quoteShipping(ctx: Ctx, input: QuoteInput): Promise<ShippingQuote[]> {
  const state = canonicalState(ctx, input.state);
  if (state === null) throw ValidationError.field('state', 'courier.unknownState', { state: input.state });
  const weight = input.weightGrams ?? null;
  const units = input.units ?? null;
  if (weight === null && units === null) throw ValidationError.field('weightGrams', 'shipping.measureRequired');
  if (input.courierId != null && !(await Courier.of(ctx).findById(input.courierId))) throw new NotFoundError();

  const covering = CourierRegionState.of(ctx).where('state', state);
  if (input.courierId != null) covering.where('courier_id', input.courierId);
  const regionIds = (await covering).map((row) => row.regionId);
  const regions = regionIds.length ? await CourierRegion.of(ctx).whereIn('id', regionIds).withGraphFetched('[courier, rates]') : [];

  const quotes: ShippingQuote[] = [];
  for (const region of regions) {
    const courier = region.courier!;
    if (!courier.isActive) continue;
    const amount = courier.rateBy === 'unit' ? units : weight;
    if (amount === null) continue;
    const band = bandFor(sortedRates(region.rates ?? []), amount);
    if (!band) continue;
    const free = courier.freeShippingThreshold !== null && input.orderAmount >= courier.freeShippingThreshold;
    quotes.push({
      courierId: courier.id,
      name: courier.name,
      service: courier.service,
      rateBy: courier.rateBy,
      regionId: region.id,
      regionName: region.name,
      rate: band.price,
      handlingFee: courier.handlingFee,
      free,
      price: free ? 0 : band.price + courier.handlingFee,
    });
  }
  if (quotes.length === 0) throw new AppError(422, 'shipping.notFound');
  return quotes.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name) || a.courierId - b.courierId);
}
