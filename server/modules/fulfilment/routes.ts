import fs from 'node:fs';
import type { Response } from 'express';
import { Type } from '@sinclair/typebox';
import { DOCUMENTS, LABEL_FIELDS, PAPERS, TEMPLATE_NAME_MAX } from '../../../common/fulfilment';
import { ORDER_BULK_MAX } from '../../../common/orders';
import { FileReply, route, type RouteDef } from '../../platform/http/route';
import { Id, IdParams, ListQueryProps } from '../../platform/http/schemas';
import { businessTime } from '../../platform/time';
import * as docs from './service';
import { invoicesPdf, labelsPdf, packingPdf } from './pdf';

/**
 * Fulfilment documents: invoices, packing lists and shipping labels as JSON (the
 * console's printable pages) and as PDF (one page per order), the print statuses, and the
 * shipping templates. Rules and decisions: service.ts.
 */

const tags = ['fulfilment'];
const ORDERS = { roles: ['hq', 'staff', 'agent'] } as const;
const TEMPLATES = { permission: 'manage_orders' } as const;
const Ids = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 1200 }) });
const LabelQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 1200 }), templateId: Type.Optional(Id) });

/** Sends the PDF file and removes it once the response is done. */
function pdfReply(res: Response, file: string, name: string): FileReply {
  res.on('close', () => void fs.promises.rm(file, { force: true }));
  return new FileReply(file, name);
}

const stamp = () => businessTime().format('YYYYMMDD-HHmm');

const TemplateBody = {
  name: Type.String({ maxLength: TEMPLATE_NAME_MAX + 50 }),
  paper: Type.String({ maxLength: 20, description: PAPERS.join(' | ') }),
  fields: Type.Array(Type.String({ maxLength: 30 }), { maxItems: LABEL_FIELDS.length * 2, description: LABEL_FIELDS.join(', ') }),
  isDefault: Type.Optional(Type.Boolean()),
};

export const fulfilmentRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/fulfilment/invoices',
    access: ORDERS,
    summary: `Invoices of paid orders (ids "1,2,3", at most ${ORDER_BULK_MAX}): issuer (company profile), numbers, dates, buyer, receiver, items, amounts, payment. The seller side gets every order it sells, a buyer its own; an unpaid order is 409`,
    tags,
    query: Ids,
    handler: async ({ ctx, query }) => docs.invoiceDocs(ctx, await docs.ordersFor(ctx, docs.parseIds(query.ids), 'invoice')),
  }),
  route({
    method: 'get',
    path: '/fulfilment/invoices/pdf',
    access: ORDERS,
    summary: 'The same invoices as one PDF (A4, one page per order); the seller side printing records the first invoice print of each order',
    tags,
    query: Ids,
    handler: async ({ ctx, query, res }) => {
      const orders = await docs.ordersFor(ctx, docs.parseIds(query.ids), 'invoice');
      const list = await docs.invoiceDocs(ctx, orders);
      const file = await invoicesPdf(list, ctx.lang);
      await docs.recordPrinted(ctx, orders, 'invoice');
      return pdfReply(res, file, list.length === 1 ? `${list[0]!.invoiceNo}.pdf` : `invoices-${stamp()}.pdf`);
    },
  }),
  route({
    method: 'get',
    path: '/fulfilment/packing-lists',
    access: ORDERS,
    summary: `Packing lists of paid orders to ship or in delivery (ids, at most ${ORDER_BULK_MAX}); the seller side only`,
    tags,
    query: Ids,
    handler: async ({ ctx, query }) => docs.packingDocs(ctx, await docs.ordersFor(ctx, docs.parseIds(query.ids), 'packingList')),
  }),
  route({
    method: 'get',
    path: '/fulfilment/packing-lists/pdf',
    access: ORDERS,
    summary: 'The same packing lists as one PDF (A4, one page per order); records the first packing-list print of each order',
    tags,
    query: Ids,
    handler: async ({ ctx, query, res }) => {
      const orders = await docs.ordersFor(ctx, docs.parseIds(query.ids), 'packingList');
      const file = await packingPdf(await docs.packingDocs(ctx, orders), ctx.lang);
      await docs.recordPrinted(ctx, orders, 'packingList');
      return pdfReply(res, file, `packing-lists-${stamp()}.pdf`);
    },
  }),
  route({
    method: 'get',
    path: '/fulfilment/shipping-labels',
    access: ORDERS,
    summary: 'Shipping labels of paid courier orders to ship or in delivery (ids, at most 100) with the template used (templateId, else the default, else the built-in one); the seller side only',
    tags,
    query: LabelQuery,
    handler: async ({ ctx, query }) => docs.labelDocs(ctx, await docs.ordersFor(ctx, docs.parseIds(query.ids), 'shippingLabel'), query.templateId),
  }),
  route({
    method: 'get',
    path: '/fulfilment/shipping-labels/pdf',
    access: ORDERS,
    summary: "The same labels as one PDF on the template's paper, one label per page; records the first label print of each order",
    tags,
    query: LabelQuery,
    handler: async ({ ctx, query, res }) => {
      const orders = await docs.ordersFor(ctx, docs.parseIds(query.ids), 'shippingLabel');
      const file = await labelsPdf(await docs.labelDocs(ctx, orders, query.templateId), ctx.lang);
      await docs.recordPrinted(ctx, orders, 'shippingLabel');
      return pdfReply(res, file, `shipping-labels-${stamp()}.pdf`);
    },
  }),
  route({
    method: 'post',
    path: '/fulfilment/printed',
    access: ORDERS,
    summary: `The console printed a document (invoice | packingList | shippingLabel) of these orders (ids, at most ${ORDER_BULK_MAX}): records the first print time of the orders the caller sells; same rules as the document itself`,
    tags,
    body: Type.Object({ document: Type.Union(DOCUMENTS.map((d) => Type.Literal(d))), ids: Type.Array(Id, { minItems: 0, maxItems: ORDER_BULK_MAX * 2 }) }),
    message: 'fulfilment.printed',
    handler: async ({ ctx, body }) => docs.markPrinted(ctx, body.document, body.ids),
  }),

  // ---------------------------------------------------------------- shipping templates
  route({
    method: 'get',
    path: '/shipping-template',
    access: TEMPLATES,
    summary: 'Shipping templates, paged (sort name, paper, isDefault, createdAt; filter paper, isDefault; search name)',
    tags,
    query: Type.Object(ListQueryProps),
    handler: async ({ ctx, query }) => docs.listTemplates(ctx, query),
  }),
  route({
    method: 'get',
    path: '/shipping-template/default',
    access: ORDERS,
    summary: "The company's default shipping template (the built-in one, id null, when it has none)",
    tags,
    handler: async ({ ctx }) => docs.defaultTemplate(ctx),
  }),
  route({
    method: 'get',
    path: '/shipping-template/:id',
    access: TEMPLATES,
    summary: 'One shipping template',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => docs.getTemplate(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/shipping-template/store',
    access: TEMPLATES,
    summary: `Add a shipping template: name (unique), paper (${PAPERS.join(', ')}), fields (parts shown: ${LABEL_FIELDS.join(', ')}), isDefault; the company's first template becomes the default`,
    tags,
    body: Type.Object(TemplateBody),
    message: 'fulfilment.templateCreated',
    handler: async ({ ctx, body }) => docs.createTemplate(ctx, body),
  }),
  route({
    method: 'post',
    path: '/shipping-template/update',
    access: TEMPLATES,
    summary: 'Change a shipping template: id and the fields to change; isDefault true makes it the default',
    tags,
    body: Type.Object({ id: Id, ...Type.Partial(Type.Object(TemplateBody)).properties }),
    message: 'fulfilment.templateSaved',
    handler: async ({ ctx, body }) => {
      const { id, ...input } = body;
      return docs.updateTemplate(ctx, id, input);
    },
  }),
  route({
    method: 'post',
    path: '/shipping-template/set-default',
    access: TEMPLATES,
    summary: 'Make a template the default (the previous default stops being one)',
    tags,
    body: Type.Object({ id: Id }),
    message: 'fulfilment.templateDefault',
    handler: async ({ ctx, body }) => docs.setDefaultTemplate(ctx, body.id),
  }),
  route({
    method: 'delete',
    path: '/shipping-template/delete',
    access: TEMPLATES,
    summary: 'Remove a template (`id` in the query); deleting the default makes the newest remaining one the default',
    tags,
    query: Type.Object({ id: Id }),
    message: 'fulfilment.templateDeleted',
    handler: async ({ ctx, query }) => docs.deleteTemplate(ctx, query.id),
  }),
];
