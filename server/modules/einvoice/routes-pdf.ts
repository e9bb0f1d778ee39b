import fs from 'node:fs';
import { FileReply, route, type RouteDef } from '../../platform/http/route';
import { IdParams } from '../../platform/http/schemas';
import { agentDocument, companyDocument } from './copies';
import { documentPdf } from './pdf';

/**
 * The PDF of an e-invoice (docs/einvoice.md, "PDF and the agent's copy"): HQ and staff with
 * "manage payouts" any document of the company; an agent its own validated self-billed documents
 * (copies.ts says who gets which). Malaysian companies only (422 einvoice.notAvailable elsewhere).
 * The file is made on each call (the document's status changes its banner and QR code) and removed
 * once sent.
 */

const tags = ['einvoice'];
const MANAGERS = { permission: 'manage_payouts' } as const;
const AGENT = { roles: ['agent'] } as const;

export const einvoicePdfRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/e-invoice/:id/pdf',
    access: MANAGERS,
    summary:
      "The PDF of one e-invoice of the company (any type and status), in the reader's language: title by type, code number, UUID, issue time (Kuala Lumpur), supplier and buyer, lines, totals; when valid the validation QR code, link and validation time, else a banner (not yet validated, refused, cancelled). Another company's or an unknown id: 404",
    tags,
    params: IdParams,
    handler: async ({ ctx, params, res }) => {
      const doc = await companyDocument(ctx, params.id);
      const file = await documentPdf(ctx, doc);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, `${doc.codeNumber}.pdf`);
    },
  }),
  route({
    method: 'get',
    path: '/e-invoice/mine/:id/pdf',
    access: AGENT,
    summary:
      "An agent's copy of its own self-billed e-invoice (a payout's or a reward's; the id is the payout row's einvoice.id) once LHDN validated it: the same PDF. A document that does not name the agent: 404; its own not validated yet: 409 einvoice.notValidated",
    tags,
    params: IdParams,
    handler: async ({ ctx, params, res }) => {
      const doc = await agentDocument(ctx, params.id);
      const file = await documentPdf(ctx, doc);
      res.on('close', () => void fs.promises.rm(file, { force: true }));
      return new FileReply(file, `${doc.codeNumber}.pdf`);
    },
  }),
];
