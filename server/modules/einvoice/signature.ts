import crypto, { X509Certificate } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Document version 1.1: the enveloped XAdES signature of LHDN's JSON documents, following LHDN's
 * published steps (docs/einvoice.md, "Signature"):
 *
 * 1. Transform: remove `UBLExtensions` and `Signature` from the document.
 * 2. Canonicalise: minify (JSON.stringify of the parsed document: no whitespace, no line breaks;
 *    JSON has no comments). SHA-256 of the UTF-8 bytes, base64 → DocDigest.
 * 3. Sign the canonical document with RSA-SHA256 and the certificate's private key (the digest of
 *    step 2 is what RSA-SHA256 signs), base64 → Sig.
 * 4. SHA-256 of the certificate's DER bytes, base64 → CertDigest.
 * 5. Signed properties: signing time (UTC), CertDigest, the issuer name and the serial number
 *    (decimal) of the certificate. SHA-256 of the minified qualifying properties that hold them
 *    (`{"Target":"signature","SignedProperties":[…]}`), base64 → PropsDigest — as LHDN's signed
 *    sample document has it (test/einvoice/fixtures/lhdn-signed-sample.json, whose every digest and
 *    signature `verifySignature` reproduces).
 * 6. Put it all in `UBLExtensions` and add the `Signature` reference element; the document stays
 *    minified (the caller serialises it with JSON.stringify).
 *
 * Version 1.0 documents are submitted unsigned. `verifySignature` repeats every step on a signed
 * document; the simulator and the tests use it.
 */

export const SIGNATURE_URNS = {
  extension: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades',
  information: 'urn:oasis:names:specification:ubl:signature:1',
  invoice: 'urn:oasis:names:specification:ubl:signature:Invoice',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  signedProperties: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
} as const;

export const SIGNED_PROPS_ID = 'id-xades-signed-props';

export class CertificateError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'keyMismatch' | 'notRsa' | 'passphrase' | 'expired',
    message: string,
  ) {
    super(message);
    this.name = 'CertificateError';
  }
}

export interface SigningCertificate {
  certPem: string;
  keyPem: string;
  /** The private key, parsed once (signing a month of documents must not parse the PEM for each). */
  key: crypto.KeyObject;
  cert: X509Certificate;
  /** ISO 8601. */
  notAfter: string;
  notBefore: string;
  subject: string;
  issuerName: string;
  serialNumber: string;
}

type Json = Record<string, unknown>;

/** The issuer as X509IssuerName: RDNs from the most specific (CN) to the least (C), `CN=…, O=…, C=MY`. */
export function issuerNameOf(cert: X509Certificate): string {
  return cert.issuer.split('\n').filter(Boolean).reverse().join(', ');
}

/** The serial number in decimal, as X509SerialNumber carries it. */
export function serialOf(cert: X509Certificate): string {
  return BigInt(`0x${cert.serialNumber}`).toString(10);
}

/** Reads a PEM certificate and its PEM private key (encrypted keys with their passphrase); the key must be the certificate's. */
export function loadPem(certPem: string, keyPem: string, passphrase?: string): SigningCertificate {
  let cert: X509Certificate;
  let key: crypto.KeyObject;
  try {
    cert = new X509Certificate(certPem);
  } catch {
    throw new CertificateError('unreadable', 'The certificate is not a PEM X.509 certificate');
  }
  try {
    key = crypto.createPrivateKey(passphrase ? { key: keyPem, passphrase } : keyPem);
  } catch {
    throw new CertificateError(passphrase ? 'passphrase' : 'unreadable', 'The private key cannot be read');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new CertificateError('notRsa', 'LHDN accepts RSA keys only');
  if (!cert.checkPrivateKey(key)) throw new CertificateError('keyMismatch', 'The private key does not belong to the certificate');
  const plainKey = key.export({ format: 'pem', type: 'pkcs8' }).toString();
  return {
    certPem: cert.toString(),
    keyPem: plainKey,
    key,
    cert,
    notAfter: new Date(cert.validTo).toISOString(),
    notBefore: new Date(cert.validFrom).toISOString(),
    subject: cert.subject.split('\n').filter(Boolean).reverse().join(', '),
    issuerName: issuerNameOf(cert),
    serialNumber: serialOf(cert),
  };
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { env, timeout: 15_000, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/**
 * Reads a PKCS#12 (.p12/.pfx) file: node:crypto has no PKCS#12 reader, so the OpenSSL command
 * line converts it (the passphrase goes through the environment, never the command line), with
 * `-legacy` as a second try for files protected with older ciphers.
 */
export async function loadPkcs12(data: Buffer, passphrase: string): Promise<SigningCertificate> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'einv-p12-'));
  const file = path.join(dir, 'cert.p12');
  try {
    await fs.writeFile(file, data, { mode: 0o600 });
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', EINV_P12_PASS: passphrase };
    const convert = async (extra: string[]) => {
      const certs = await run('openssl', ['pkcs12', ...extra, '-in', file, '-passin', 'env:EINV_P12_PASS', '-clcerts', '-nokeys'], env);
      const key = await run('openssl', ['pkcs12', ...extra, '-in', file, '-passin', 'env:EINV_P12_PASS', '-nocerts', '-nodes'], env);
      return { certs, key };
    };
    let out: { certs: string; key: string };
    try {
      out = await convert([]);
    } catch {
      try {
        out = await convert(['-legacy']);
      } catch {
        throw new CertificateError('passphrase', 'The PKCS#12 file cannot be opened with this passphrase');
      }
    }
    const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(out.certs)?.[0];
    const key = /-----BEGIN (?:RSA |ENCRYPTED )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |ENCRYPTED )?PRIVATE KEY-----/.exec(out.key)?.[0];
    if (!cert || !key) throw new CertificateError('unreadable', 'The PKCS#12 file holds no certificate with its key');
    return loadPem(cert, key);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest();

/** The document without UBLExtensions and Signature, minified (steps 1 and 2). */
export function canonicalDocument(doc: Json): string {
  const invoices = (doc.Invoice as Json[] | undefined) ?? [];
  const stripped = { ...doc, Invoice: invoices.map((invoice) => Object.fromEntries(Object.entries(invoice).filter(([key]) => key !== 'UBLExtensions' && key !== 'Signature'))) };
  return JSON.stringify(stripped);
}

/** DocDigest: base64 of SHA-256 of the canonical document. */
export const docDigestOf = (doc: Json): string => sha256(canonicalDocument(doc)).toString('base64');

/** CertDigest: base64 of SHA-256 of the certificate's DER bytes. */
export const certDigestOf = (cert: X509Certificate): string => sha256(cert.raw).toString('base64');

/** The documentHash of a submission: hex SHA-256 of the exact bytes sent (base64-decoded document). */
export const documentHashOf = (text: string): string => sha256(Buffer.from(text, 'utf8')).toString('hex');

function signedProperties(cert: X509Certificate, signingTime: Date): Json {
  return {
    Id: SIGNED_PROPS_ID,
    SignedSignatureProperties: [
      {
        SigningTime: [{ _: `${signingTime.toISOString().slice(0, 19)}Z` }],
        SigningCertificate: [
          {
            Cert: [
              {
                CertDigest: [{ DigestMethod: [{ _: '', Algorithm: SIGNATURE_URNS.sha256 }], DigestValue: [{ _: certDigestOf(cert) }] }],
                IssuerSerial: [{ X509IssuerName: [{ _: issuerNameOf(cert) }], X509SerialNumber: [{ _: serialOf(cert) }] }],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** PropsDigest: base64 of SHA-256 of the minified qualifying properties (target and signed properties). */
export const propsDigestOf = (props: Json): string => sha256(JSON.stringify({ Target: 'signature', SignedProperties: [props] })).toString('base64');

/** A signed copy of a version 1.1 document (steps 1–6). */
export function signDocument(doc: Json, signer: Pick<SigningCertificate, 'cert' | 'key'>, signingTime: Date): Json {
  const canonical = canonicalDocument(doc);
  const docDigest = sha256(canonical).toString('base64');
  const sig = crypto.sign('sha256', Buffer.from(canonical, 'utf8'), signer.key).toString('base64');
  const props = signedProperties(signer.cert, signingTime);
  const propsDigest = propsDigestOf(props);
  const digestMethod = [{ _: '', Algorithm: SIGNATURE_URNS.sha256 }];
  const signature = {
    Id: 'signature',
    Object: [{ QualifyingProperties: [{ Target: 'signature', SignedProperties: [props] }] }],
    KeyInfo: [
      {
        X509Data: [
          {
            X509Certificate: [{ _: signer.cert.raw.toString('base64') }],
            X509SubjectName: [{ _: signer.cert.subject.split('\n').filter(Boolean).reverse().join(', ') }],
            X509IssuerSerial: [{ X509IssuerName: [{ _: issuerNameOf(signer.cert) }], X509SerialNumber: [{ _: serialOf(signer.cert) }] }],
          },
        ],
      },
    ],
    SignatureValue: [{ _: sig }],
    SignedInfo: [
      {
        SignatureMethod: [{ _: '', Algorithm: SIGNATURE_URNS.rsaSha256 }],
        Reference: [
          { Type: SIGNATURE_URNS.signedProperties, URI: `#${SIGNED_PROPS_ID}`, DigestMethod: digestMethod, DigestValue: [{ _: propsDigest }] },
          { Type: '', URI: '', DigestMethod: digestMethod, DigestValue: [{ _: docDigest }] },
        ],
      },
    ],
  };
  const invoice = (doc.Invoice as Json[])[0]!;
  const signedInvoice: Json = {
    UBLExtensions: [
      {
        UBLExtension: [
          {
            ExtensionURI: [{ _: SIGNATURE_URNS.extension }],
            ExtensionContent: [
              {
                UBLDocumentSignatures: [
                  {
                    SignatureInformation: [{ ID: [{ _: SIGNATURE_URNS.information }], ReferencedSignatureID: [{ _: SIGNATURE_URNS.invoice }], Signature: [signature] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    ...Object.fromEntries(Object.entries(invoice).filter(([key]) => key !== 'UBLExtensions' && key !== 'Signature')),
    Signature: [{ ID: [{ _: SIGNATURE_URNS.invoice }], SignatureMethod: [{ _: SIGNATURE_URNS.extension }] }],
  };
  return { ...doc, Invoice: [signedInvoice, ...(doc.Invoice as Json[]).slice(1)] };
}

export interface SignatureProblem {
  /** LHDN's DS error family: DS302 no signature, DS320 signed properties digest, DS322 document digest, DS323 signature value, DS326 issuer name, DS327 serial, DS333 certificate digest. */
  code: string;
  message: string;
}

/** Every step checked again on a signed document; [] when the signature is right. */
export function verifySignature(doc: Json): SignatureProblem[] {
  const invoice = ((doc.Invoice as Json[] | undefined) ?? [])[0] as Json | undefined;
  const get = (node: unknown, ...names: string[]): unknown => {
    let current = node;
    for (const name of names) {
      const list = (current as Json | undefined)?.[name];
      current = Array.isArray(list) ? list[0] : list;
    }
    return current;
  };
  const signature = get(invoice, 'UBLExtensions', 'UBLExtension', 'ExtensionContent', 'UBLDocumentSignatures', 'SignatureInformation', 'Signature') as Json | undefined;
  if (!signature || !invoice?.Signature) return [{ code: 'DS302', message: 'The document has no signature' }];
  const problems: SignatureProblem[] = [];
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(Buffer.from(String(get(signature, 'KeyInfo', 'X509Data', 'X509Certificate', '_')), 'base64'));
  } catch {
    return [{ code: 'DS311', message: 'The signing certificate cannot be read' }];
  }
  const references = ((get(signature, 'SignedInfo') as Json | undefined)?.Reference ?? []) as Json[];
  const digestOf = (ref: Json | undefined) => String(get(ref, 'DigestValue', '_') ?? '');
  const docRef = references.find((r) => r.URI === '');
  const propsRef = references.find((r) => r.URI === `#${SIGNED_PROPS_ID}`);
  const canonical = canonicalDocument(doc);
  if (digestOf(docRef) !== sha256(canonical).toString('base64')) problems.push({ code: 'DS322', message: 'The document digest does not match the document' });
  const sig = Buffer.from(String(get(signature, 'SignatureValue', '_') ?? ''), 'base64');
  if (!crypto.verify('sha256', Buffer.from(canonical, 'utf8'), cert.publicKey, sig)) problems.push({ code: 'DS323', message: 'The signature value does not verify with the certificate' });
  const props = get(signature, 'Object', 'QualifyingProperties', 'SignedProperties') as Json | undefined;
  if (!props || digestOf(propsRef) !== propsDigestOf(props)) problems.push({ code: 'DS320', message: 'The signed properties digest does not match' });
  const certNode = get(props, 'SignedSignatureProperties', 'SigningCertificate', 'Cert');
  if (String(get(certNode, 'CertDigest', 'DigestValue', '_') ?? '') !== certDigestOf(cert)) problems.push({ code: 'DS333', message: 'The certificate digest does not match the certificate' });
  if (String(get(certNode, 'IssuerSerial', 'X509IssuerName', '_') ?? '') !== issuerNameOf(cert)) problems.push({ code: 'DS326', message: "The issuer name does not match the certificate's issuer" });
  if (String(get(certNode, 'IssuerSerial', 'X509SerialNumber', '_') ?? '') !== serialOf(cert)) problems.push({ code: 'DS327', message: "The serial number does not match the certificate's" });
  return problems;
}
