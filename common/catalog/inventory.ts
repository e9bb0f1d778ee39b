import type { Entry } from './entry';

/** Server messages of the inventory area, in English, Indonesian and Malay (merged into common/messages.ts). */
export const inventoryMessages = {
  'inventory.updated': { en: 'Stock updated.', id: 'Stok diperbarui.', ms: 'Stok dikemas kini.' },
  'inventory.movementDeleted': {
    en: 'Stock update removed; the stock was restored.',
    id: 'Pembaruan stok dihapus; stok telah dipulihkan.',
    ms: 'Kemas kini stok dipadam; stok telah dipulihkan.',
  },
  'inventory.directionRequired': { en: 'Choose stock in or stock out.', id: 'Pilih stok masuk atau stok keluar.', ms: 'Pilih stok masuk atau stok keluar.' },
  'inventory.oneDirection': {
    en: 'Choose either stock in or stock out, not both.',
    id: 'Pilih stok masuk atau stok keluar, tidak keduanya.',
    ms: 'Pilih sama ada stok masuk atau stok keluar, bukan kedua-duanya.',
  },
  'inventory.amountPositive': {
    en: 'The amount is required and must be greater than zero.',
    id: 'Jumlah wajib diisi dan harus lebih dari nol.',
    ms: 'Jumlah diperlukan dan mesti lebih daripada sifar.',
  },
  'inventory.reasonRequired': { en: 'Choose a reason.', id: 'Pilih alasan.', ms: 'Pilih sebab.' },
  'inventory.unknownReason': { en: 'This reason is not available.', id: 'Alasan ini tidak tersedia.', ms: 'Sebab ini tidak tersedia.' },
  'inventory.reasonNotForIn': {
    en: 'This reason is for stock out only.',
    id: 'Alasan ini hanya untuk stok keluar.',
    ms: 'Sebab ini hanya untuk stok keluar.',
  },
  'inventory.reasonNotForOut': { en: 'This reason is for stock in only.', id: 'Alasan ini hanya untuk stok masuk.', ms: 'Sebab ini hanya untuk stok masuk.' },
  'inventory.returnReasonRequired': { en: 'Enter the return reason.', id: 'Masukkan alasan pengembalian.', ms: 'Masukkan sebab pemulangan.' },
  'inventory.unknownProduct': { en: 'This product does not exist.', id: 'Produk ini tidak ada.', ms: 'Produk ini tidak wujud.' },
  'inventory.variantRequired': {
    en: 'Choose the variant of this product.',
    id: 'Pilih varian produk ini.',
    ms: 'Pilih varian produk ini.',
  },
  'inventory.unknownVariant': { en: 'This variant does not belong to the product.', id: 'Varian ini bukan milik produk tersebut.', ms: 'Varian ini bukan milik produk tersebut.' },
  'inventory.unknownStore': {
    en: 'The store must be HQ or an agent of the company.',
    id: 'Toko harus HQ atau agen perusahaan.',
    ms: 'Kedai mesti HQ atau ejen syarikat.',
  },
  'inventory.insufficientStock': {
    en: 'Not enough stock: only {{stock}} left.',
    id: 'Stok tidak cukup: hanya tersisa {{stock}}.',
    ms: 'Stok tidak mencukupi: hanya tinggal {{stock}}.',
  },
  'inventory.variantGone': {
    en: 'This update cannot be removed: its product variant no longer exists.',
    id: 'Pembaruan ini tidak dapat dihapus: varian produknya sudah tidak ada.',
    ms: 'Kemas kini ini tidak boleh dipadam: varian produknya sudah tiada.',
  },
  'inventory.deleteWouldGoNegative': {
    en: 'This update cannot be removed: the stock it added has already been used.',
    id: 'Pembaruan ini tidak dapat dihapus: stok yang ditambahkannya sudah terpakai.',
    ms: 'Kemas kini ini tidak boleh dipadam: stok yang ditambahnya telah digunakan.',
  },
  'inventory.stockAfterMismatch': {
    en: 'The stock after a movement must be the stock before it plus what came in minus what went out, and never below zero.',
    id: 'Stok setelah pergerakan harus sama dengan stok sebelumnya ditambah yang masuk dikurangi yang keluar, dan tidak pernah di bawah nol.',
    ms: 'Stok selepas pergerakan mesti sama dengan stok sebelumnya ditambah yang masuk ditolak yang keluar, dan tidak pernah di bawah sifar.',
  },
  'inventory.movementsAppendOnly': {
    en: 'A recorded stock movement cannot be changed: record a new one instead.',
    id: 'Pergerakan stok yang sudah dicatat tidak dapat diubah: catat pergerakan baru.',
    ms: 'Pergerakan stok yang telah direkodkan tidak boleh diubah: rekodkan pergerakan baharu.',
  },
  'inventory.reversalWithoutUpdate': {
    en: 'A reversal is recorded only by removing a stock update.',
    id: 'Pembalikan hanya dicatat dengan menghapus pembaruan stok.',
    ms: 'Pembalikan hanya direkodkan dengan memadam kemas kini stok.',
  },
  'inventory.alreadyReversed': {
    en: 'This stock update was already removed.',
    id: 'Pembaruan stok ini sudah dihapus.',
    ms: 'Kemas kini stok ini telah dipadam.',
  },
  'inventory.reversalNotRemovable': {
    en: 'A reversal cannot be removed: record a new stock update instead.',
    id: 'Pembalikan tidak dapat dihapus: catat pembaruan stok baru.',
    ms: 'Pembalikan tidak boleh dipadam: rekodkan kemas kini stok baharu.',
  },
  'inventory.orderMovementNotRemovable': {
    en: 'This movement belongs to an order: cancel the order to give its stock back.',
    id: 'Pergerakan ini milik sebuah pesanan: batalkan pesanan untuk mengembalikan stoknya.',
    ms: 'Pergerakan ini milik satu pesanan: batalkan pesanan untuk memulangkan stoknya.',
  },
} satisfies Record<string, Entry>;
