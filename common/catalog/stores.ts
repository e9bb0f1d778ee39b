import type { Entry } from './entry';

/** Server messages of the stores (the agent's storefront; docs/stores.md), in English, Indonesian and Malay (merged into common/messages.ts). */
export const storesMessages = {
  'stores.featureOff': {
    en: 'Online stores are not enabled for this company. HQ can switch them on in Company features.',
    id: 'Toko online tidak diaktifkan untuk perusahaan ini. HQ dapat mengaktifkannya di Fitur perusahaan.',
    ms: 'Kedai dalam talian tidak diaktifkan untuk syarikat ini. HQ boleh mengaktifkannya dalam Ciri syarikat.',
  },
  'stores.notRegistered': {
    en: 'You have not registered your store yet.',
    id: 'Anda belum mendaftarkan toko Anda.',
    ms: 'Anda belum mendaftarkan kedai anda.',
  },
  'stores.alreadyRegistered': {
    en: 'You already have a store.',
    id: 'Anda sudah memiliki toko.',
    ms: 'Anda sudah mempunyai kedai.',
  },
  'stores.slugFormat': {
    en: 'Use 3 to 40 lowercase letters, digits or hyphens, starting and ending with a letter or digit.',
    id: 'Gunakan 3 sampai 40 huruf kecil, angka atau tanda hubung, diawali dan diakhiri huruf atau angka.',
    ms: 'Gunakan 3 hingga 40 huruf kecil, digit atau sempang, bermula dan berakhir dengan huruf atau digit.',
  },
  'stores.slugReserved': {
    en: 'This address is reserved. Choose another one.',
    id: 'Alamat ini sudah dicadangkan. Pilih yang lain.',
    ms: 'Alamat ini dikhaskan. Pilih yang lain.',
  },
  'stores.slugTaken': {
    en: 'This store address is already taken. Choose another one.',
    id: 'Alamat toko ini sudah dipakai. Pilih yang lain.',
    ms: 'Alamat kedai ini sudah diambil. Pilih yang lain.',
  },
  'stores.whatsappFormat': {
    en: 'Enter the WhatsApp number with its country code, digits only (8 to 15).',
    id: 'Masukkan nomor WhatsApp dengan kode negara, hanya angka (8 sampai 15).',
    ms: 'Masukkan nombor WhatsApp dengan kod negara, digit sahaja (8 hingga 15).',
  },
  'stores.priceOutOfRange': {
    en: 'The price of {{name}} must be between {{min}} and {{max}}.',
    id: 'Harga {{name}} harus antara {{min}} dan {{max}}.',
    ms: 'Harga {{name}} mestilah antara {{min}} dan {{max}}.',
  },
  'stores.productNotAvailable': {
    en: 'This product cannot be sold in your store.',
    id: 'Produk ini tidak dapat dijual di toko Anda.',
    ms: 'Produk ini tidak boleh dijual di kedai anda.',
  },
  'stores.notFound': {
    en: 'This store or product was not found.',
    id: 'Toko atau produk ini tidak ditemukan.',
    ms: 'Kedai atau produk ini tidak dijumpai.',
  },
  'stores.orderNotFound': {
    en: 'This order was not found. Open the link from your confirmation e-mail.',
    id: 'Pesanan ini tidak ditemukan. Buka tautan dari e-mail konfirmasi Anda.',
    ms: 'Pesanan ini tidak dijumpai. Buka pautan daripada e-mel pengesahan anda.',
  },
  'stores.variantRequired': {
    en: 'Choose an option of {{name}}.',
    id: 'Pilih opsi {{name}}.',
    ms: 'Pilih pilihan {{name}}.',
  },
  'stores.cartTooBig': {
    en: 'A cart holds at most {{lines}} products and {{qty}} units of each.',
    id: 'Keranjang berisi paling banyak {{lines}} produk dan {{qty}} unit masing-masing.',
    ms: 'Troli memuatkan paling banyak {{lines}} produk dan {{qty}} unit setiap satu.',
  },
  'stores.paymentNotAvailable': {
    en: 'This payment method is not available for this store.',
    id: 'Metode pembayaran ini tidak tersedia untuk toko ini.',
    ms: 'Kaedah pembayaran ini tidak tersedia untuk kedai ini.',
  },
  'stores.notPayable': {
    en: 'This order cannot be paid any more.',
    id: 'Pesanan ini tidak dapat dibayar lagi.',
    ms: 'Pesanan ini tidak boleh dibayar lagi.',
  },
  'stores.bankMissing': {
    en: 'The seller has no bank account for transfers yet. Choose another payment method or contact the seller.',
    id: 'Penjual belum memiliki rekening bank untuk transfer. Pilih metode pembayaran lain atau hubungi penjual.',
    ms: 'Penjual belum mempunyai akaun bank untuk pindahan. Pilih kaedah pembayaran lain atau hubungi penjual.',
  },
  'stores.accountLinkSent': {
    en: 'If this e-mail has orders here, a sign-in link is on its way. It is valid for 30 minutes.',
    id: 'Jika e-mail ini memiliki pesanan di sini, tautan masuk sedang dikirim. Tautan berlaku 30 menit.',
    ms: 'Jika e-mel ini mempunyai pesanan di sini, pautan log masuk sedang dihantar. Ia sah selama 30 minit.',
  },
  'stores.accountLinkInvalid': {
    en: 'This sign-in link is not valid or has expired. Ask for a new one.',
    id: 'Tautan masuk ini tidak valid atau sudah kedaluwarsa. Minta tautan baru.',
    ms: 'Pautan log masuk ini tidak sah atau telah tamat tempoh. Minta pautan baharu.',
  },
  'stores.accountSignedOut': {
    en: 'Enter your e-mail to see your orders.',
    id: 'Masukkan e-mail Anda untuk melihat pesanan Anda.',
    ms: 'Masukkan e-mel anda untuk melihat pesanan anda.',
  },
  'stores.accountMailSubject': {
    en: 'Your orders at {{store}}',
    id: 'Pesanan Anda di {{store}}',
    ms: 'Pesanan anda di {{store}}',
  },
  'stores.accountMailBody': {
    en: 'Hello,\n\nOpen your orders at {{store}} with this link (valid for {{minutes}} minutes): {{link}}\n\nIf you did not ask for it, ignore this e-mail.',
    id: 'Halo,\n\nBuka pesanan Anda di {{store}} dengan tautan ini (berlaku {{minutes}} menit): {{link}}\n\nJika Anda tidak memintanya, abaikan e-mail ini.',
    ms: 'Helo,\n\nBuka pesanan anda di {{store}} dengan pautan ini (sah selama {{minutes}} minit): {{link}}\n\nJika anda tidak memintanya, abaikan e-mel ini.',
  },
  'stores.registered': { en: 'Your store is registered.', id: 'Toko Anda sudah terdaftar.', ms: 'Kedai anda telah didaftarkan.' },
  'stores.saved': { en: 'Your store is saved.', id: 'Toko Anda sudah disimpan.', ms: 'Kedai anda telah disimpan.' },
  'stores.productsSaved': { en: 'Your store products are saved.', id: 'Produk toko Anda sudah disimpan.', ms: 'Produk kedai anda telah disimpan.' },
  'stores.orderPlaced': { en: 'Thank you! Your order is placed.', id: 'Terima kasih! Pesanan Anda sudah dibuat.', ms: 'Terima kasih! Pesanan anda telah dibuat.' },
  'stores.mailSubject': {
    en: 'Your order {{orderNo}} at {{store}}',
    id: 'Pesanan Anda {{orderNo}} di {{store}}',
    ms: 'Pesanan anda {{orderNo}} di {{store}}',
  },
  'stores.mailBody': {
    en: 'Hello {{name}},\n\nThank you for your order {{orderNo}} at {{store}}: {{total}}.\n\nFollow your order and pay for it here: {{link}}\n\nKeep this link to yourself: it opens your order without a password.',
    id: 'Halo {{name}},\n\nTerima kasih atas pesanan Anda {{orderNo}} di {{store}}: {{total}}.\n\nIkuti dan bayar pesanan Anda di sini: {{link}}\n\nJangan bagikan tautan ini: tautan ini membuka pesanan Anda tanpa kata sandi.',
    ms: 'Helo {{name}},\n\nTerima kasih atas pesanan anda {{orderNo}} di {{store}}: {{total}}.\n\nIkuti dan bayar pesanan anda di sini: {{link}}\n\nJangan kongsi pautan ini: ia membuka pesanan anda tanpa kata laluan.',
  },
} satisfies Record<string, Entry>;
