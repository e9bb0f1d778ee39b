import type { Ctx } from '../../platform/context';
import { NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { addressProblems } from '../reference';
import { Branch } from './models';

/**
 * Branches of the company (stores and pickup points): name, address and whether agents may pick
 * orders up there (self-pickup). HQ manages them; agents read them through /setup/company-store.
 */

export interface BranchInput {
  name: string;
  address1?: string | null;
  address2?: string | null;
  postcode?: string | null;
  city?: string | null;
  state?: string | null;
  province?: string | null;
  regency?: string | null;
  district?: string | null;
  village?: string | null;
  isPickup?: boolean;
}

const spec: ListSpec<Branch> = {
  sort: { id: 'id', name: 'name', city: 'city', state: 'state', isPickup: 'is_pickup', createdAt: 'created_at' },
  defaultSort: ['name', 'ASC'],
  filters: { isPickup: (qb, value) => void qb.where('is_pickup', value === true || value === 'true' || value === 1) },
  search: ['name', 'address1', 'city', 'state'],
};

export function listBranches(ctx: Ctx, params: ListParams) {
  return runList(Branch.of(ctx), spec, params);
}

export async function getBranch(ctx: Ctx, id: number): Promise<Branch> {
  const branch = await Branch.of(ctx).findById(id);
  if (!branch) throw new NotFoundError();
  return branch;
}

const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

const ADDRESS_FIELD = { state: 'state', city: 'city', postcode: 'postcode', province: 'province', regency: 'regency', district: 'district', village: 'village' };

/** The row to write: a branch lies in the company's country, and an address is checked against the reference data. */
function branchRow(ctx: Ctx, input: BranchInput) {
  const country = ctx.company.country;
  const row = {
    name: input.name.trim(),
    address1: blank(input.address1),
    address2: blank(input.address2),
    postcode: blank(input.postcode),
    city: blank(input.city),
    state: blank(input.state),
    country,
    province: country === 'ID' ? blank(input.province) : null,
    regency: country === 'ID' ? blank(input.regency) : null,
    district: country === 'ID' ? blank(input.district) : null,
    village: country === 'ID' ? blank(input.village) : null,
    isPickup: Boolean(input.isPickup),
  };
  const fields: FieldErrors = {};
  if (!row.name) fields.name = { key: 'validation.required' };
  // A pickup point needs an address agents can go to.
  if (row.isPickup && !row.address1) fields.address1 = { key: 'branch.pickupNeedsAddress' };
  if (row.address1) {
    for (const [part, key] of Object.entries(addressProblems(row))) fields[ADDRESS_FIELD[part as keyof typeof ADDRESS_FIELD]] = { key };
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return row;
}

export async function createBranch(ctx: Ctx, input: BranchInput) {
  return Branch.of(ctx).insertAndFetch(branchRow(ctx, input));
}

export async function updateBranch(ctx: Ctx, id: number, input: BranchInput) {
  await getBranch(ctx, id);
  const row = branchRow(ctx, input);
  await Branch.of(ctx).findById(id).patch(row);
  return getBranch(ctx, id);
}

export async function deleteBranch(ctx: Ctx, id: number) {
  const branch = await getBranch(ctx, id);
  await Branch.of(ctx).deleteById(id);
  return { id: branch.id };
}
