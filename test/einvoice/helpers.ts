import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocumentInput, Party } from '../../server/modules/einvoice/ubl';

/** A self-signed RSA test certificate made by the OpenSSL command line, as PEM and as PKCS#12 (passphrase `p12-pass`). */
export function makeCertificate(options: { days?: number; subject?: string } = {}): { certPem: string; keyPem: string; p12: Buffer; der: Buffer; serialHex: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'einv-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      String(options.days ?? 30),
      '-subj',
      options.subject ?? '/C=MY/O=Test Sdn Bhd/OU=E-Invoice/CN=Test Signing CA',
      '-set_serial',
      '0x1F2E3D4C5B6A',
    ],
    { stdio: 'ignore' },
  );
  const p12 = path.join(dir, 'cert.p12');
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:p12-pass'], { stdio: 'ignore' });
  const der = execFileSync('openssl', ['x509', '-in', cert, '-outform', 'DER']);
  const serialHex = execFileSync('openssl', ['x509', '-in', cert, '-noout', '-serial']).toString().trim().split('=')[1]!;
  const out = { certPem: fs.readFileSync(cert, 'utf8'), keyPem: fs.readFileSync(key, 'utf8'), p12: fs.readFileSync(p12), der, serialHex, dir };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

export const COMPANY_TIN = 'C25845632020';

export function companyParty(tin = COMPANY_TIN): Party {
  return {
    tin,
    idType: 'BRN',
    idValue: '201901234567',
    sst: 'W10-1808-32000001',
    name: 'Acme Direct Sdn Bhd',
    phone: '+60312345678',
    email: 'accounts@acme.test',
    address: { lines: ['Lot 66, Bangunan Merdeka', 'Persiaran Jaya'], city: 'Kuala Lumpur', postcode: '50480', state: '14', country: 'MYS' },
    msic: { code: '46900', description: 'Wholesale of a variety of goods without any particular specialization n.e.c.' },
  };
}

export function agentParty(tin = 'IG11223344550'): Party {
  return {
    tin,
    idType: 'NRIC',
    idValue: '900101105555',
    sst: null,
    name: 'Siti Aminah',
    phone: '+60123456789',
    email: 'siti@agents.test',
    address: { lines: ['12 Jalan Mawar'], city: 'Shah Alam', postcode: '40000', state: '10', country: 'MYS' },
    msic: { code: '00000', description: 'NOT APPLICABLE' },
  };
}

let counter = 0;
export const uniqueNumber = (prefix = 'INV') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** A sale invoice (01) from the company to a buyer, with sales tax on two lines. */
export function invoiceInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    type: '01',
    version: '1.0',
    number: uniqueNumber(),
    issuedAt: new Date(),
    currency: 'MYR',
    supplier: companyParty(),
    buyer: { ...agentParty(), msic: undefined },
    lines: [
      { description: 'Serum 30 ml', quantity: 3, unitPrice: 4990, classification: '022', taxType: '01', taxRateBp: 1000 },
      { description: 'Delivery', quantity: 1, unitPrice: 833, classification: '022', taxType: '02', taxRateBp: 800 },
      { description: 'Sample', quantity: 1, unitPrice: 0, classification: '022', taxType: 'E', taxRateBp: 0, exemptionReason: 'Free sample' },
    ],
    ...overrides,
  };
}

/** A self-billed invoice (11): the agent supplies, the company buys; commission 037 without tax. */
export function selfBilledInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    type: '11',
    version: '1.0',
    number: uniqueNumber('SB'),
    issuedAt: new Date(),
    currency: 'MYR',
    supplier: agentParty(),
    buyer: { ...companyParty(), msic: undefined },
    lines: [{ description: 'Commission payout', quantity: 1, unitPrice: 123456, classification: '037', taxType: '06', taxRateBp: 0 }],
    ...overrides,
  };
}
