import { rowsOf } from '../../platform/rows';
import type { QueryBuilder } from 'objection';
import type { Ctx, UserCtx } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { platform } from '../../platform';
import { filterId, ListPage, runList, type ListParams, type ListSpec } from '../../platform/http/list';
import type { UploadedFile } from '../../platform/http/route';
import type { TenantModel } from '../../platform/model';
import { inTransaction } from '../../platform/tx';
import { Company } from '../companies';
import { Tier } from '../tiers';
import type { User } from '../users';
import { Faq, FaqTier, Greeting, GreetingTier, Term, TermTier } from './models';

/**
 * Terms, greetings and FAQ, each for all tiers or for selected tiers. HQ and staff read every
 * item (and may filter by the tier that sees it); an agent reads the all-tier items and those
 * of its own tier. `store` creates, or with an `id` replaces an item; `delete` removes one.
 */

export type Rows = QueryBuilder<TenantModel, TenantModel[]>;

/** A kind of item shown by tier (also marketing folders, server/modules/marketing-files). */
export interface Kind {
  table: string;
  /** The kind's items and visibility links, scoped to the company. */
  items: (scope: Ctx) => Rows;
  links: (scope: Ctx) => Rows;
  /** The link table's column naming the item, and its property on the link model. */
  column: string;
  owner: string;
  /** API sort field → column, beyond id and the timestamps. */
  sort: Record<string, string>;
  search: string[];
}

/** Adds "visible to agents of `tierId`" (or, for null, to agents without a tier) to a content query. */
export function visibleTo(kind: Kind, ctx: Ctx, qb: Rows, tierId: number | null) {
  qb.where((w) => {
    w.where(`${kind.table}.all_tiers`, true);
    if (tierId !== null) w.orWhereIn(`${kind.table}.id`, kind.links(ctx).select(kind.column).where('tier_id', tierId));
  });
}

/** The list dialect of one kind: its sorts and search, and the HQ filters by visibility. */
function listSpec(ctx: Ctx, kind: Kind): ListSpec<TenantModel> {
  return {
    sort: { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at', ...kind.sort },
    defaultSort: ['id', 'DESC'],
    filters: {
      allTiers: (qb, value) => void qb.where(`${kind.table}.all_tiers`, value === true || value === 'true' || value === 1),
      tierId: (qb, value) => {
        visibleTo(kind, ctx, qb, filterId('tierId', value));
      },
    },
    search: kind.search,
  };
}

/** The tiers each item is shown to, with their names. */
export async function withTiers(ctx: Ctx, kind: Kind, rows: TenantModel[]) {
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await rowsOf<Record<string, number>>(kind.links(ctx).whereIn(kind.column, ids).select(kind.column, 'tier_id')) : [];
  const tierIds = [...new Set(links.map((l) => l.tierId))];
  const tiers = new Map((tierIds.length ? await Tier.of(ctx).whereIn('id', tierIds) : []).map((t) => [t.id, t]));
  return rows.map((row) => {
    const own = links.filter((l) => l[kind.owner] === row.id).map((l) => tiers.get(l.tierId)!);
    own.sort((a, b) => a.rankNumber - b.rankNumber);
    const json = row.toJSON() as Record<string, unknown>;
    delete json.companyId;
    if ('pdfUpload' in json) json.pdfUrl = platform().storage.url(json.pdfUpload as string | null);
    return { ...json, tierIds: own.map((t) => t.id), tiers: own.map((t) => ({ id: t.id, levelName: t.levelName, rankNumber: t.rankNumber })) };
  });
}

export async function list(ctx: UserCtx, kind: Kind, params: ListParams) {
  const qb = kind.items(ctx);
  if (ctx.user.role !== 'hq' && ctx.user.role !== 'staff') visibleTo(kind, ctx, qb, ctx.user.tierId);
  const page = await runList(qb, listSpec(ctx, kind), params);
  const items = await withTiers(ctx, kind, page.items);
  return new ListPage(items, page.total, page.offset);
}

/** Visibility input: `tierIds` (and the single `tierId` of older clients); none given means all tiers. */
export interface Visibility {
  tierId?: number | null;
  tierIds?: number[];
}

async function tiersOf(ctx: Ctx, input: Visibility): Promise<number[]> {
  const ids = [...new Set([...(input.tierIds ?? []), ...(input.tierId ? [input.tierId] : [])])];
  if (!ids.length) return [];
  const found = await Tier.of(ctx).whereIn('id', ids);
  if (found.length !== ids.length) throw ValidationError.field(input.tierIds?.length ? 'tierIds' : 'tierId', 'tier.unknown');
  return ids;
}

/** Creates the item, or replaces the one named by `id`, with its visibility. */
export async function store(ctx: Ctx, kind: Kind, id: number | undefined, fields: Record<string, unknown>, visibility: Visibility) {
  const { items, links, column, owner } = kind;
  return inTransaction(ctx, async (tx) => {
    const tierIds = await tiersOf(tx, visibility);
    // `items` and `links` are the kind's models (news, hall of fame, ...), generic here: the row and
    // the link are their columns, checked by the route's schema.
    const row = { ...fields, allTiers: tierIds.length === 0 };
    let itemId: number;
    if (id !== undefined) {
      if (!(await items(tx).findById(id))) throw new NotFoundError();
      await items(tx)
        .findById(id)
        .patch(row as never);
      await links(tx).where(column, id).delete();
      itemId = id;
    } else {
      itemId = ((await items(tx).insert(row as never)) as unknown as { id: number }).id;
    }
    for (const tierId of tierIds) await links(tx).insert({ [owner]: itemId, tierId } as never);
    const saved = (await items(tx).findById(itemId))!;
    return (await withTiers(tx, kind, [saved]))[0];
  });
}

async function remove(ctx: Ctx, kind: Kind, id: number) {
  const row = await kind.items(ctx).findById(id);
  if (!row) throw new NotFoundError();
  await kind.items(ctx).deleteById(id);
  return row;
}

export const rows = (qb: unknown) => qb as Rows;
const TERMS: Kind = {
  table: 'terms',
  items: (s) => rows(Term.of(s)),
  links: (s) => rows(TermTier.of(s)),
  column: 'term_id',
  owner: 'termId',
  sort: {},
  search: ['tnc_details'],
};
const GREETINGS: Kind = {
  table: 'greetings',
  items: (s) => rows(Greeting.of(s)),
  links: (s) => rows(GreetingTier.of(s)),
  column: 'greeting_id',
  owner: 'greetingId',
  sort: { greetSubject: 'greet_subject' },
  search: ['greet_subject', 'greet_detail'],
};
const FAQS: Kind = {
  table: 'faqs',
  items: (s) => rows(Faq.of(s)),
  links: (s) => rows(FaqTier.of(s)),
  column: 'faq_id',
  owner: 'faqId',
  sort: { question: 'question' },
  search: ['question', 'answer'],
};

export const listTerms = (ctx: UserCtx, params: ListParams) => list(ctx, TERMS, params);
export const listGreetings = (ctx: UserCtx, params: ListParams) => list(ctx, GREETINGS, params);
export const listFaqs = (ctx: UserCtx, params: ListParams) => list(ctx, FAQS, params);

/** The PDF is stored first and removed again if the save fails; a replaced or dropped PDF is removed after it. */
export async function storeTerm(ctx: Ctx, input: Visibility & { id?: number; tncDetails: string; removePdf?: boolean }, pdf: UploadedFile | null) {
  const { storage } = platform();
  const before = input.id !== undefined ? await Term.of(ctx).findById(input.id) : undefined;
  if (input.id !== undefined && !before) throw new NotFoundError();
  const tncDetails = input.tncDetails.trim();
  // Checked before the PDF is stored, so a rejected request leaves no file behind.
  if (!tncDetails) throw ValidationError.field('tncDetails', 'validation.required');
  const key = pdf ? await storage.save(ctx.companyId, 'terms', 'pdf', pdf.buffer) : null;
  const fields: Record<string, unknown> = { tncDetails };
  if (key) fields.pdfUpload = key;
  else if (input.removePdf) fields.pdfUpload = null;
  let saved: Awaited<ReturnType<typeof store>>;
  try {
    saved = await store(ctx, TERMS, input.id, fields, input);
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
  // After the row points at the new file: removing the old one must never take the new one with it.
  if (before?.pdfUpload && 'pdfUpload' in fields) await storage.remove(before.pdfUpload);
  return saved;
}

export async function storeGreeting(ctx: Ctx, input: Visibility & { id?: number; greetSubject: string; greetDetail: string }) {
  const fields = { greetSubject: input.greetSubject.trim(), greetDetail: input.greetDetail.trim() };
  if (!fields.greetSubject) throw ValidationError.field('greetSubject', 'validation.required');
  if (!fields.greetDetail) throw ValidationError.field('greetDetail', 'validation.required');
  return store(ctx, GREETINGS, input.id, fields, input);
}

export async function storeFaq(ctx: Ctx, input: Visibility & { id?: number; question: string; answer: string }) {
  const fields = { question: input.question.trim(), answer: input.answer.trim() };
  if (!fields.question) throw ValidationError.field('question', 'validation.required');
  if (!fields.answer) throw ValidationError.field('answer', 'validation.required');
  return store(ctx, FAQS, input.id, fields, input);
}

export async function deleteTerm(ctx: Ctx, id: number) {
  const term = (await remove(ctx, TERMS, id)) as Term;
  if (term.pdfUpload) await platform().storage.remove(term.pdfUpload);
}
export const deleteGreeting = (ctx: Ctx, id: number) => remove(ctx, GREETINGS, id).then(() => undefined);
export const deleteFaq = (ctx: Ctx, id: number) => remove(ctx, FAQS, id).then(() => undefined);

// Own keys only: HQ writes the template, and `{{constructor}}` must stay text.
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => (Object.hasOwn(params, name) ? params[name] : all));

/**
 * The welcoming e-mail to a new agent: the newest greeting of the agent's tier, else the newest
 * all-tier greeting; none set up, no mail. `{{name}}`, `{{level}}` and `{{company}}` in the
 * subject and text are filled in. Returns the outbox id, or null when nothing was sent.
 */
export async function sendWelcomeGreeting(ctx: Ctx, user: User): Promise<number | null> {
  const ownTier = user.tierId ? await Greeting.of(ctx).whereIn('id', GreetingTier.of(ctx).select('greeting_id').where('tier_id', user.tierId)).orderBy('id', 'desc').first() : undefined;
  const greeting = ownTier ?? (await Greeting.of(ctx).where('all_tiers', true).orderBy('id', 'desc').first());
  if (!greeting) return null;
  const tier = user.tierId ? await Tier.of(ctx).findById(user.tierId) : undefined;
  const params = { name: user.fullName, level: tier?.levelName ?? '', company: ctx.company.name };
  return platform().mailer.send({
    companyId: ctx.companyId,
    to: user.email,
    subject: fill(greeting.greetSubject, params),
    body: fill(greeting.greetDetail, params),
  });
}

/**
 * How agents reach HQ (the /helpline page): the company's name and public contact details from
 * its profile, in the profile's payload names (docs/rules.md: Company).
 */
export async function helplineContact(ctx: Ctx) {
  const c = await Company.query(ctx.trx).findById(ctx.companyId);
  if (!c) throw new NotFoundError();
  return {
    id: c.id,
    name: c.name,
    comEmail: c.email ?? null,
    comCodePhone: c.phoneCode ?? null,
    comPhone: c.phone ?? null,
    comAddr1: c.addr1 ?? null,
    comAddr2: c.addr2 ?? null,
    comPostcode: c.postcode ?? null,
    comCity: c.city ?? null,
    comState: c.state ?? null,
  };
}
