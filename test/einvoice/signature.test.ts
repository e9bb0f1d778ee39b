import crypto, { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { buildDocument } from '../../server/modules/einvoice/ubl';
import { CertificateError, canonicalDocument, issuerNameOf, loadPem, loadPkcs12, serialOf, signDocument, SIGNATURE_URNS, verifySignature } from '../../server/modules/einvoice/signature';
import { invoiceInput, makeCertificate, selfBilledInput } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const b64sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('base64');
const sigOf = (doc: Json) => doc.Invoice[0].UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0].SignatureInformation[0].Signature[0];

describe('einvoice: document signature (version 1.1)', () => {
  const cert = makeCertificate();
  const signer = loadPem(cert.certPem, cert.keyPem);

  it('reads the certificate: expiry, issuer name from CN to C, decimal serial', () => {
    expect(signer.issuerName).to.equal('CN=Test Signing CA, OU=E-Invoice, O=Test Sdn Bhd, C=MY');
    expect(signer.serialNumber).to.equal(BigInt(`0x${cert.serialHex}`).toString(10));
    expect(signer.serialNumber).to.equal('34283457370986'); // 0x1F2E3D4C5B6A
    expect(Date.parse(signer.notAfter)).to.be.greaterThan(Date.now() + 29 * 86_400_000);
  });

  it('follows the documented steps: DocDigest, Sig, CertDigest, PropsDigest', () => {
    const unsigned = buildDocument({ ...selfBilledInput(), version: '1.1' });
    const signingTime = new Date('2026-11-27T10:20:30.456Z');
    const signed = signDocument(unsigned, signer, signingTime) as Json;
    const sig = sigOf(signed);

    // Step 1–2: without UBLExtensions and Signature, minified, the canonical text is the unsigned document's JSON.
    const canonical = JSON.stringify(unsigned);
    expect(canonicalDocument(signed)).to.equal(canonical);
    // Step 3: DocDigest = base64(SHA-256(canonical)).
    const docRef = sig.SignedInfo[0].Reference.find((r: Json) => r.URI === '');
    expect(docRef.DigestValue[0]._).to.equal(b64sha(canonical));
    // Step 4: Sig verifies with the certificate's public key (RSA-SHA256 over the canonical document).
    const publicKey = new X509Certificate(cert.certPem).publicKey;
    expect(crypto.verify('sha256', Buffer.from(canonical), publicKey, Buffer.from(sig.SignatureValue[0]._, 'base64'))).to.equal(true);
    expect(sig.SignedInfo[0].SignatureMethod[0].Algorithm).to.equal(SIGNATURE_URNS.rsaSha256);
    // Step 5: CertDigest = base64(SHA-256(DER)), the DER as openssl writes it.
    const props = sig.Object[0].QualifyingProperties[0].SignedProperties[0];
    const certNode = props.SignedSignatureProperties[0].SigningCertificate[0].Cert[0];
    expect(certNode.CertDigest[0].DigestValue[0]._).to.equal(b64sha(cert.der));
    expect(certNode.IssuerSerial[0].X509IssuerName[0]._).to.equal(signer.issuerName);
    expect(certNode.IssuerSerial[0].X509SerialNumber[0]._).to.equal(signer.serialNumber);
    expect(props.SignedSignatureProperties[0].SigningTime[0]._).to.equal('2026-11-27T10:20:30Z');
    // Step 6–7: PropsDigest = base64(SHA-256(minified qualifying properties: target and signed properties)).
    const propsRef = sig.SignedInfo[0].Reference.find((r: Json) => r.URI === '#id-xades-signed-props');
    expect(propsRef.Type).to.equal(SIGNATURE_URNS.signedProperties);
    expect(propsRef.DigestValue[0]._).to.equal(b64sha(JSON.stringify(sig.Object[0].QualifyingProperties[0])));
    expect(JSON.stringify(sig.Object[0].QualifyingProperties[0])).to.match(/^\{"Target":"signature","SignedProperties":\[\{"Id":"id-xades-signed-props",/);
    // Step 8: the certificate itself in KeyInfo, and the Signature reference element.
    expect(sig.KeyInfo[0].X509Data[0].X509Certificate[0]._).to.equal(cert.der.toString('base64'));
    expect(signed.Invoice[0].Signature[0]).to.deep.equal({ ID: [{ _: SIGNATURE_URNS.invoice }], SignatureMethod: [{ _: SIGNATURE_URNS.extension }] });
    expect(verifySignature(signed)).to.deep.equal([]);
    // The signed document survives minified transport.
    expect(verifySignature(JSON.parse(JSON.stringify(signed)))).to.deep.equal([]);
  });

  it("verifies LHDN's own signed sample document: every digest, the issuer name, the serial and the signature", () => {
    // test/einvoice/fixtures/lhdn-signed-sample.json: LHDN's sample signed JSON invoice
    // (sdk.myinvois.hasil.gov.my/files/sample-ul-invoice-2.1-signed.min.json, signed with a PosDigicert trial certificate).
    const sample = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'lhdn-signed-sample.json'), 'utf8')) as Json;
    expect(verifySignature(sample)).to.deep.equal([]);
    const sig = sigOf(sample);
    const lhdnCert = new X509Certificate(Buffer.from(sig.KeyInfo[0].X509Data[0].X509Certificate[0]._, 'base64'));
    expect(issuerNameOf(lhdnCert)).to.equal('CN=Trial LHDNM Sub CA V1, OU=Terms of use at http://www.posdigicert.com.my, O=LHDNM, C=MY');
    expect(serialOf(lhdnCert)).to.equal('162880276254639189035871514749820882117');
    expect(b64sha(canonicalDocument(sample))).to.equal('vMs/IdnS7isftqrBDr4F1LK/CkvBkW5Gb3Wn6OVzAxo=');
    // Re-signing the sample's document with our certificate gives the same document digest.
    const ours = signDocument(sample, signer, new Date()) as Json;
    expect(sigOf(ours).SignedInfo[0].Reference[1].DigestValue[0]._).to.equal('vMs/IdnS7isftqrBDr4F1LK/CkvBkW5Gb3Wn6OVzAxo=');
    expect(verifySignature(ours)).to.deep.equal([]);
  });

  it('any change after signing is caught: document, signed properties, signature value', () => {
    const signed = signDocument(buildDocument({ ...invoiceInput(), version: '1.1' }), signer, new Date()) as Json;
    const changed = JSON.parse(JSON.stringify(signed));
    changed.Invoice[0].LegalMonetaryTotal[0].PayableAmount[0]._ = 1;
    expect(verifySignature(changed).map((p) => p.code)).to.deep.equal(['DS322', 'DS323']);

    const props = JSON.parse(JSON.stringify(signed));
    sigOf(props).Object[0].QualifyingProperties[0].SignedProperties[0].SignedSignatureProperties[0].SigningTime[0]._ = '2020-01-01T00:00:00Z';
    expect(verifySignature(props).map((p) => p.code)).to.deep.equal(['DS320']);

    const forged = JSON.parse(JSON.stringify(signed));
    sigOf(forged).SignatureValue[0]._ = crypto.randomBytes(256).toString('base64');
    expect(verifySignature(forged).map((p) => p.code)).to.deep.equal(['DS323']);
  });

  it('refuses a key that is not the certificate’s, and an unsigned document', () => {
    const another = makeCertificate();
    expect(() => loadPem(cert.certPem, another.keyPem))
      .to.throw(CertificateError)
      .with.property('reason', 'keyMismatch');
    expect(() => loadPem('not a certificate', cert.keyPem))
      .to.throw(CertificateError)
      .with.property('reason', 'unreadable');
    expect(verifySignature(buildDocument(invoiceInput()))).to.deep.equal([{ code: 'DS302', message: 'The document has no signature' }]);
  });

  it('reads a PKCS#12 file with its passphrase, and refuses a wrong passphrase', async () => {
    const fromP12 = await loadPkcs12(cert.p12, 'p12-pass');
    expect(fromP12.serialNumber).to.equal(signer.serialNumber);
    expect(fromP12.cert.fingerprint256).to.equal(signer.cert.fingerprint256);
    const signed = signDocument(buildDocument(invoiceInput()), fromP12, new Date());
    expect(verifySignature(signed)).to.deep.equal([]);
    let error: unknown;
    try {
      await loadPkcs12(cert.p12, 'wrong');
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(CertificateError).with.property('reason', 'passphrase');
  });
});
