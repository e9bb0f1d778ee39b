import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { forUpdate, inTransaction } from '../../platform/tx';
import { blank, checkAddress } from '../account';
import { CustomerAddress } from './models';
import type { AddressFields } from '../../../common/receiver';
import { User } from '../users';
import { customerEvents } from './events';

/**
 * The agents' address book (docs/rules.md: "Customer address"; `/sales/customer`, docs/api.md): an agent's
 * customers and its own extra addresses. Each agent sees only its own entries (another entry's
 * id is "not found"). Exactly one entry of an agent is primary once it has any: the first entry
 * becomes primary, set-primary moves the flag, and deleting the primary hands it to the newest
 * remaining entry. Changes of one agent's book are serialised by locking its user row.
 * Checkout takes its receiver from here (`receiverOf`).
 */

export interface CustomerInput {
  addrTitle?: string | null;
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  phoneCode?: string | null;
  phoneNumber?: string | null;
  address1: string;
  address2?: string | null;
  postCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: 'MY' | 'ID';
  provinceId?: string | null;
  regencyId?: string | null;
  districtId?: string | null;
  villageId?: string | null;
}

import type { CustomerView } from '../../../common/api/orders';

export type { CustomerView };

const spec: ListSpec<CustomerAddress> = {
  sort: { id: 'id', firstName: 'first_name', lastName: 'last_name', addrTitle: 'addr_title', createdAt: 'created_at', updatedAt: 'updated_at' },
  defaultSort: ['firstName', 'ASC'],
  filters: { country: 'country', isPrimary: (qb, value) => void qb.where('is_primary', value === true || value === 'true' || value === 1) },
  search: ['first_name', 'last_name', 'addr_title', 'email', 'phone_number'],
};

function present(row: CustomerAddress): CustomerView {
  // toJSON() is typed as the model; its values are read by name below.
  const json = row.toJSON() as unknown as Record<string, unknown>;
  return {
    id: row.id,
    addrTitle: row.addrTitle,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    address1: row.address1,
    address2: row.address2,
    postCode: row.postcode,
    city: row.city,
    state: row.state,
    country: row.country as CustomerView['country'],
    provinceId: row.provinceId,
    regencyId: row.regencyId,
    districtId: row.districtId,
    villageId: row.villageId,
    isPrimary: Boolean(row.isPrimary),
    createdAt: json.createdAt as string,
    updatedAt: json.updatedAt as string,
  };
}

/** The agent's entries, primary first, then by the requested sort. */
export async function listCustomers(ctx: Ctx, agentId: number, params: ListParams): Promise<ListPage<CustomerView>> {
  const page = await runList(CustomerAddress.of(ctx).where('agent_id', agentId).orderBy('is_primary', 'desc'), spec, params);
  return new ListPage(page.items.map(present), page.total, page.offset);
}

async function own(ctx: Ctx, agentId: number, id: number): Promise<CustomerAddress> {
  const row = await CustomerAddress.of(ctx).findById(id).where('agent_id', agentId);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getCustomer(ctx: Ctx, agentId: number, id: number): Promise<CustomerView> {
  return present(await own(ctx, agentId, id));
}

/** Serialises changes of one agent's address book (the "one primary" rule). SQLite writes are serial anyway. */
async function lockBook(ctx: Ctx, agentId: number): Promise<void> {
  await forUpdate(User.of(ctx).findById(agentId).select('id'));
}

/** Address-book fields → stored columns, with the field names of the request in the errors. */
function columns(ctx: Ctx, input: CustomerInput) {
  const country = input.country ?? (ctx.company.country === 'ID' ? 'ID' : 'MY');
  const indonesian = country === 'ID';
  const row = {
    addrTitle: blank(input.addrTitle),
    firstName: input.firstName.trim(),
    lastName: blank(input.lastName),
    email: blank(input.email)?.toLowerCase() ?? null,
    phoneCode: blank(input.phoneCode),
    phoneNumber: blank(input.phoneNumber),
    address1: input.address1.trim(),
    address2: blank(input.address2),
    postcode: blank(input.postCode),
    city: blank(input.city),
    state: blank(input.state),
    country,
    provinceId: indonesian ? blank(input.provinceId) : null,
    regencyId: indonesian ? blank(input.regencyId) : null,
    districtId: indonesian ? blank(input.districtId) : null,
    villageId: indonesian ? blank(input.villageId) : null,
  };
  if (!row.firstName) throw ValidationError.field('firstName', 'validation.required');
  if (!row.address1) throw ValidationError.field('address1', 'validation.required');
  if (!row.phoneNumber) throw ValidationError.field('phoneNumber', 'validation.required');
  checkAddress(
    { country, state: row.state, city: row.city, postcode: row.postcode, province: row.provinceId, regency: row.regencyId, district: row.districtId, village: row.villageId },
    { state: 'state', city: 'city', postcode: 'postCode', province: 'provinceId', regency: 'regencyId', district: 'districtId', village: 'villageId' },
  );
  return row;
}

/** Adds an entry (the agent's first becomes primary) or, with `id`, changes one of the agent's own. */
export async function storeCustomer(ctx: Ctx, agentId: number, input: CustomerInput & { id?: number }): Promise<CustomerView> {
  const row = columns(ctx, input);
  return inTransaction(ctx, async (tx) => {
    await lockBook(tx, agentId);
    if (input.id !== undefined) {
      await own(tx, agentId, input.id);
      await CustomerAddress.of(tx).findById(input.id).patch(row);
      return present(await own(tx, agentId, input.id));
    }
    const hasPrimary = await CustomerAddress.of(tx).where({ agentId, isPrimary: true }).first();
    const created = await CustomerAddress.of(tx).insertAndFetch({ ...row, agentId, isPrimary: !hasPrimary });
    await customerEvents.counted.publish(tx, { entry: created, sign: 1 });
    return present(created);
  });
}

export async function setPrimary(ctx: Ctx, agentId: number, id: number): Promise<CustomerView> {
  return inTransaction(ctx, async (tx) => {
    await lockBook(tx, agentId);
    await own(tx, agentId, id);
    await CustomerAddress.of(tx).where({ agentId, isPrimary: true }).whereNot('id', id).patch({ isPrimary: false });
    await CustomerAddress.of(tx).findById(id).patch({ isPrimary: true });
    return present(await own(tx, agentId, id));
  });
}

/** Removes an entry; orders keep their copied receiver (their customer_id becomes null). */
export async function deleteCustomer(ctx: Ctx, agentId: number, id: number): Promise<{ id: number }> {
  return inTransaction(ctx, async (tx) => {
    await lockBook(tx, agentId);
    const row = await own(tx, agentId, id);
    await CustomerAddress.of(tx).deleteById(id);
    await customerEvents.counted.publish(tx, { entry: row, sign: -1 });
    if (row.isPrimary) {
      const newest = await CustomerAddress.of(tx).where({ agentId }).orderBy('created_at', 'desc').orderBy('id', 'desc').first();
      if (newest) await CustomerAddress.of(tx).findById(newest.id).patch({ isPrimary: true });
    }
    return { id };
  });
}

const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phoneCode',
  'phoneNumber',
  'address1',
  'address2',
  'postcode',
  'city',
  'state',
  'country',
  'provinceId',
  'regencyId',
  'districtId',
  'villageId',
] as const satisfies readonly (keyof AddressFields)[];

/**
 * The receiver of a checkout: the given entry of the agent's book (404 when it is not the agent's),
 * or with no entry given the agent's primary entry, or when the book is empty the agent's own
 * account address. `customerId` is the entry used, null for the account address.
 */
export async function receiverOf(ctx: Ctx, agentId: number, customerId: number | null): Promise<AddressFields & { customerId: number | null }> {
  const entry = customerId !== null ? await own(ctx, agentId, customerId) : await CustomerAddress.of(ctx).where({ agentId, isPrimary: true }).first();
  if (entry) {
    // Object.fromEntries types its keys as any string: they are exactly ADDRESS_KEYS.
    const fields = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, entry[k] ?? null])) as unknown as AddressFields;
    return { ...fields, customerId: entry.id };
  }
  const user = await User.of(ctx).findById(agentId);
  if (!user) throw new NotFoundError();
  const indonesian = user.country === 'ID';
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneCode: user.phoneCode,
    phoneNumber: user.phone,
    address1: user.address1,
    address2: user.address2,
    postcode: user.postcode,
    city: user.city,
    state: user.state,
    country: user.country,
    provinceId: indonesian ? user.province : null,
    regencyId: indonesian ? user.regency : null,
    districtId: indonesian ? user.district : null,
    villageId: indonesian ? user.village : null,
    customerId: null,
  };
}

/**
 * The address-book entry of a store's guest buyer (server/modules/stores): the agent's entry with
 * the same e-mail, else the same phone number, updated with the address given; otherwise a new
 * entry (storeCustomer's rules: the first entry of a book becomes primary). Returns its id.
 */
export async function guestCustomer(ctx: Ctx, agentId: number, input: CustomerInput): Promise<number> {
  const email = blank(input.email)?.toLowerCase() ?? null;
  const phone = blank(input.phoneNumber);
  return inTransaction(ctx, async (tx) => {
    await lockBook(tx, agentId);
    const byEmail = email ? await CustomerAddress.of(tx).where({ agentId, email }).orderBy('id').first() : undefined;
    const found = byEmail ?? (phone ? await CustomerAddress.of(tx).where({ agentId, phoneNumber: phone }).orderBy('id').first() : undefined);
    if (found) {
      await CustomerAddress.of(tx).findById(found.id).patch(columns(tx, input));
      return found.id;
    }
    return (await storeCustomer(tx, agentId, input)).id;
  });
}
