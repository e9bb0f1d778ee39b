import type { RaRecord } from 'react-admin';
import { pick } from './calls';
import { PRODUCT_NUMBER_FIELDS, PRODUCT_ROW_FIELDS } from '../../../common/products';

/**
 * The product form holds a few fields in a shape easier to edit than the API's: tier prices as
 * one input per tier (`tierPriceMap.t<id>`), variant options as comma-separated text and
 * combinations as "value / value" labels. These two functions translate both ways.
 */
export const SEP = ' / ';

/** The product's plain fields (common/products.ts), with HQ's stock, the status and the publish date. */
const SCALARS = [...PRODUCT_ROW_FIELDS, 'stock', 'status', 'publishAt'] as const;

const NUMBERS = [...PRODUCT_NUMBER_FIELDS, 'stock'];

interface ApiVariants {
  groups: { name: string; options: { value: string }[] }[];
  combinations: { options: string[]; stock: number; sku: string | null }[];
}

export function productRecord(data: RaRecord): RaRecord {
  const variants = data.variants as ApiVariants | null;
  return {
    ...data,
    tierPriceMap: Object.fromEntries(((data.tierPrices ?? []) as { tierId: number; price: number }[]).map((t) => [`t${t.tierId}`, t.price])),
    variantGroups: variants ? variants.groups.map((g) => ({ name: g.name, optionsText: g.options.map((o) => o.value).join(', ') })) : [],
    variantCombinations: variants ? variants.combinations.map((c) => ({ label: c.options.join(SEP), stock: c.stock, sku: c.sku })) : [],
  };
}

export const splitOptions = (text: unknown) =>
  String(text ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function productBody(data: Record<string, unknown>): Record<string, unknown> {
  const body = pick(data, SCALARS);
  for (const key of NUMBERS) if (body[key] === null) body[key] = 0;
  if (body.status === 'suspended') delete body.status;
  if (body.publishAt) body.publishAt = new Date(String(body.publishAt)).toISOString();
  if (!body.preorder) body.preorderLimit = null;
  const map = (data.tierPriceMap ?? {}) as Record<string, number | null>;
  body.tierPrices = Object.entries(map).map(([key, price]) => ({ tierId: Number(key.slice(1)), price: typeof price === 'number' ? price : null }));
  body.priceRanges = ((data.priceRanges ?? []) as Record<string, unknown>[]).map((r) => ({
    tierId: r.tierId || null,
    minQty: r.minQty,
    maxQty: r.maxQty,
    price: r.price ?? 0,
  }));
  const groups = ((data.variantGroups ?? []) as { name?: string; optionsText?: string }[]).filter((g) => g?.name);
  body.variants = groups.length
    ? {
        groups: groups.map((g) => ({ name: g.name, options: splitOptions(g.optionsText) })),
        combinations: ((data.variantCombinations ?? []) as { label?: string; stock?: number | null; sku?: string | null }[])
          .filter((c) => c?.label)
          .map((c) => ({
            options: String(c.label)
              .split('/')
              .map((v) => v.trim()),
            stock: c.stock ?? 0,
            sku: c.sku || null,
          })),
      }
    : null;
  return body;
}
