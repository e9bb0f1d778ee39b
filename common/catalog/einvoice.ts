import type { Entry } from './entry';

/** Server messages of LHDN MyInvois e-invoicing (server/modules/einvoice), in English, Indonesian and Malay. */
export const einvoiceMessages = {
  'einvoice.unauthorized': {
    en: 'MyInvois refused the client ID and secret of this company. Check the e-invoicing setup.',
    id: 'MyInvois menolak client ID dan secret perusahaan ini. Periksa pengaturan e-faktur.',
    ms: 'MyInvois menolak ID klien dan rahsia syarikat ini. Semak tetapan e-invois.',
  },
  'einvoice.incorrectSubmitter': {
    en: 'MyInvois says this company may not submit these documents: {{message}}',
    id: 'MyInvois menyatakan perusahaan ini tidak boleh mengirim dokumen ini: {{message}}',
    ms: 'MyInvois menyatakan syarikat ini tidak boleh menghantar dokumen ini: {{message}}',
  },
  'einvoice.rejected': {
    en: 'MyInvois refused the request: {{message}}',
    id: 'MyInvois menolak permintaan: {{message}}',
    ms: 'MyInvois menolak permintaan: {{message}}',
  },
  'einvoice.notFound': {
    en: 'MyInvois does not know this document or submission.',
    id: 'MyInvois tidak mengenal dokumen atau pengiriman ini.',
    ms: 'MyInvois tidak mengenali dokumen atau penghantaran ini.',
  },
  'einvoice.duplicateSubmission': {
    en: 'The same submission was sent to MyInvois less than 10 minutes ago. Try again in {{seconds}} seconds.',
    id: 'Pengiriman yang sama dikirim ke MyInvois kurang dari 10 menit yang lalu. Coba lagi dalam {{seconds}} detik.',
    ms: 'Penghantaran yang sama dihantar ke MyInvois kurang daripada 10 minit lalu. Cuba lagi dalam {{seconds}} saat.',
  },
  'einvoice.rateLimited': {
    en: 'MyInvois is limiting the requests of this company. Try again in {{seconds}} seconds.',
    id: 'MyInvois membatasi permintaan perusahaan ini. Coba lagi dalam {{seconds}} detik.',
    ms: 'MyInvois mengehadkan permintaan syarikat ini. Cuba lagi dalam {{seconds}} saat.',
  },
  'einvoice.tooLarge': {
    en: 'The submission is over MyInvois limits (100 documents, 5 MB in all, 300 KB each): {{message}}',
    id: 'Pengiriman melebihi batas MyInvois (100 dokumen, total 5 MB, 300 KB per dokumen): {{message}}',
    ms: 'Penghantaran melebihi had MyInvois (100 dokumen, 5 MB semuanya, 300 KB setiap satu): {{message}}',
  },
  'einvoice.unavailable': {
    en: 'MyInvois is not reachable right now. Please try again in a moment.',
    id: 'MyInvois tidak dapat dihubungi saat ini. Silakan coba lagi sebentar lagi.',
    ms: 'MyInvois tidak dapat dihubungi sekarang. Sila cuba sebentar lagi.',
  },
  'einvoice.cancelWindow': {
    en: 'The 72-hour cancellation window of this e-invoice has passed: issue a credit note or refund note instead.',
    id: 'Batas 72 jam untuk membatalkan e-faktur ini telah lewat: terbitkan nota kredit atau nota pengembalian dana.',
    ms: 'Tempoh 72 jam untuk membatalkan e-invois ini telah tamat: keluarkan nota kredit atau nota bayaran balik.',
  },
  'einvoice.notCancellable': {
    en: 'Only a valid e-invoice can be cancelled.',
    id: 'Hanya e-faktur yang valid yang dapat dibatalkan.',
    ms: 'Hanya e-invois yang sah boleh dibatalkan.',
  },
  'einvoice.notConfigured': {
    en: 'E-invoicing is not set up for this company.',
    id: 'E-faktur belum diatur untuk perusahaan ini.',
    ms: 'E-invois belum ditetapkan untuk syarikat ini.',
  },
  'einvoice.notAvailable': {
    en: 'LHDN e-invoicing applies to Malaysian companies only.',
    id: 'E-faktur LHDN hanya berlaku untuk perusahaan Malaysia.',
    ms: 'E-invois LHDN hanya terpakai kepada syarikat Malaysia.',
  },
  'einvoice.tin': {
    en: 'Enter a TIN as LHDN issues it (e.g. C1234567890 or IG12345678901).',
    id: 'Masukkan TIN seperti yang diterbitkan LHDN (mis. C1234567890 atau IG12345678901).',
    ms: 'Masukkan TIN seperti yang dikeluarkan LHDN (cth. C1234567890 atau IG12345678901).',
  },
  'einvoice.msic': {
    en: 'The MSIC code has five digits.',
    id: 'Kode MSIC terdiri dari lima digit.',
    ms: 'Kod MSIC mempunyai lima digit.',
  },
  'einvoice.certificate': {
    en: 'The certificate cannot be used: {{message}}',
    id: 'Sertifikat tidak dapat digunakan: {{message}}',
    ms: 'Sijil tidak boleh digunakan: {{message}}',
  },
  'einvoice.certificateExpired': {
    en: 'The signing certificate expired on {{date}}. Upload a new one.',
    id: 'Sertifikat penandatanganan kedaluwarsa pada {{date}}. Unggah yang baru.',
    ms: 'Sijil tandatangan tamat tempoh pada {{date}}. Muat naik yang baharu.',
  },
  'einvoice.certificateRequired': {
    en: 'Document version 1.1 needs a signing certificate and its private key.',
    id: 'Versi dokumen 1.1 memerlukan sertifikat penandatanganan dan kunci privatnya.',
    ms: 'Versi dokumen 1.1 memerlukan sijil tandatangan dan kunci peribadinya.',
  },
  'einvoice.tinInvalid': {
    en: 'LHDN does not recognise this TIN with this identification number.',
    id: 'LHDN tidak mengenali TIN ini dengan nomor identitas ini.',
    ms: 'LHDN tidak mengenali TIN ini dengan nombor pengenalan ini.',
  },
  'einvoice.settingsSaved': {
    en: 'E-invoicing setup saved.',
    id: 'Pengaturan e-faktur disimpan.',
    ms: 'Tetapan e-invois disimpan.',
  },
  'einvoice.submitted': {
    en: 'Pending e-invoices sent to MyInvois.',
    id: 'E-faktur yang tertunda dikirim ke MyInvois.',
    ms: 'E-invois yang belum dihantar telah dihantar ke MyInvois.',
  },
  'einvoice.cancelled': {
    en: 'E-invoice cancelled at MyInvois.',
    id: 'E-faktur dibatalkan di MyInvois.',
    ms: 'E-invois dibatalkan di MyInvois.',
  },
  'einvoice.exportTooLarge': {
    en: 'This month has more than {{max}} e-invoices: too many for one file.',
    id: 'Bulan ini memiliki lebih dari {{max}} e-faktur: terlalu banyak untuk satu berkas.',
    ms: 'Bulan ini mempunyai lebih daripada {{max}} e-invois: terlalu banyak untuk satu fail.',
  },
  'einvoice.hqOnly': {
    en: 'An e-invoice is issued for orders the company sells only: ask the seller of this order for its invoice.',
    id: 'E-faktur hanya diterbitkan untuk pesanan yang dijual perusahaan: mintalah faktur pesanan ini kepada penjualnya.',
    ms: 'E-invois hanya dikeluarkan untuk pesanan yang dijual oleh syarikat: minta invois pesanan ini daripada penjualnya.',
  },
  'einvoice.idValue': {
    en: 'Enter the identification number as on the document: 12 digits for MyKad (NRIC) and army numbers; letters, digits and dashes for a BRN or passport.',
    id: 'Masukkan nomor identitas seperti pada dokumen: 12 digit untuk MyKad (NRIC) dan nomor tentara; huruf, angka, dan tanda hubung untuk BRN atau paspor.',
    ms: 'Masukkan nombor pengenalan seperti pada dokumen: 12 digit untuk MyKad (NRIC) dan nombor tentera; huruf, digit dan sempang untuk BRN atau pasport.',
  },
  'einvoice.notCreditable': {
    en: 'A credit note is issued for a valid invoice or self-billed invoice only.',
    id: 'Nota kredit hanya diterbitkan untuk faktur atau faktur tagihan sendiri yang valid.',
    ms: 'Nota kredit hanya dikeluarkan untuk invois atau invois bil kendiri yang sah.',
  },
  'einvoice.creditAmount': {
    en: 'The credit note may be at most {{remaining}}: what earlier notes leave of this e-invoice.',
    id: 'Nota kredit paling banyak {{remaining}}: sisa e-faktur ini setelah nota sebelumnya.',
    ms: 'Nota kredit paling banyak {{remaining}}: baki e-invois ini selepas nota terdahulu.',
  },
  'einvoice.creditIssued': {
    en: 'Credit note written: it is sent to MyInvois with the next submission.',
    id: 'Nota kredit dibuat: dikirim ke MyInvois bersama pengiriman berikutnya.',
    ms: 'Nota kredit ditulis: ia dihantar ke MyInvois bersama penghantaran seterusnya.',
  },
  'einvoice.notRetryable': {
    en: 'Only an e-invoice LHDN found invalid can be retried.',
    id: 'Hanya e-faktur yang dinyatakan tidak valid oleh LHDN yang dapat dicoba lagi.',
    ms: 'Hanya e-invois yang didapati tidak sah oleh LHDN boleh dicuba semula.',
  },
  'einvoice.sourceGone': {
    en: 'This e-invoice cannot be rebuilt: what it was issued for (its agent, or the reward and its cost) is no longer there.',
    id: 'E-faktur ini tidak dapat dibuat ulang: yang menjadi dasarnya (agennya, atau hadiah dan biayanya) sudah tidak ada.',
    ms: 'E-invois ini tidak boleh dibina semula: perkara ia dikeluarkan untuknya (ejennya, atau ganjaran dan kosnya) tiada lagi.',
  },
  'einvoice.retried': {
    en: 'E-invoice rebuilt from the current details: it is sent to MyInvois with the next submission.',
    id: 'E-faktur dibuat ulang dari data terkini: dikirim ke MyInvois bersama pengiriman berikutnya.',
    ms: 'E-invois dibina semula daripada butiran terkini: ia dihantar ke MyInvois bersama penghantaran seterusnya.',
  },
  'einvoice.status.pending': { en: 'Pending', id: 'Tertunda', ms: 'Belum dihantar' },
  'einvoice.status.submitted': { en: 'Submitted', id: 'Terkirim', ms: 'Dihantar' },
  'einvoice.status.valid': { en: 'Valid', id: 'Valid', ms: 'Sah' },
  'einvoice.status.invalid': { en: 'Invalid', id: 'Tidak valid', ms: 'Tidak sah' },
  'einvoice.status.cancelled': { en: 'Cancelled', id: 'Dibatalkan', ms: 'Dibatalkan' },
  'einvoice.col.type': { en: 'e-Invoice Type', id: 'Jenis e-Faktur', ms: 'Jenis e-Invois' },
  'einvoice.col.codeNumber': { en: 'e-Invoice Code / Number', id: 'Kode / Nomor e-Faktur', ms: 'Kod / Nombor e-Invois' },
  'einvoice.col.issuedAt': { en: 'Issue date and time (UTC)', id: 'Tanggal dan waktu terbit (UTC)', ms: 'Tarikh dan masa dikeluarkan (UTC)' },
  'einvoice.col.supplierTin': { en: "Supplier's TIN", id: 'TIN pemasok', ms: 'TIN pembekal' },
  'einvoice.col.buyerTin': { en: "Buyer's TIN", id: 'TIN pembeli', ms: 'TIN pembeli' },
  'einvoice.col.currency': { en: 'Invoice currency code', id: 'Kode mata uang faktur', ms: 'Kod mata wang invois' },
  'einvoice.col.totalExcludingTax': { en: 'Total excluding tax', id: 'Total tidak termasuk pajak', ms: 'Jumlah tidak termasuk cukai' },
  'einvoice.col.taxAmount': { en: 'Total tax amount', id: 'Total jumlah pajak', ms: 'Jumlah cukai' },
  'einvoice.col.totalPayable': { en: 'Total payable amount', id: 'Total jumlah yang harus dibayar', ms: 'Jumlah perlu dibayar' },
  'einvoice.col.status': { en: 'Status', id: 'Status', ms: 'Status' },
  'einvoice.col.uuid': { en: 'Unique identifier number (UUID)', id: 'Nomor pengenal unik (UUID)', ms: 'Nombor pengenalan unik (UUID)' },
  'einvoice.col.validationLink': { en: 'Validation link', id: 'Tautan validasi', ms: 'Pautan pengesahan' },
  'einvoice.col.validatedAt': { en: 'Validated at (UTC)', id: 'Divalidasi pada (UTC)', ms: 'Disahkan pada (UTC)' },
  'einvoice.col.cancelledAt': { en: 'Cancelled at (UTC)', id: 'Dibatalkan pada (UTC)', ms: 'Dibatalkan pada (UTC)' },
  'einvoice.col.source': { en: 'Source', id: 'Sumber', ms: 'Sumber' },
  'einvoice.col.errors': { en: 'LHDN errors', id: 'Kesalahan LHDN', ms: 'Ralat LHDN' },
} satisfies Record<string, Entry>;

export type EinvoiceMessageKey = keyof typeof einvoiceMessages;
