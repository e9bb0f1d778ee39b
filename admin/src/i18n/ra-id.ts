/**
 * react-admin messages that ra-language-indonesian-new (written for react-admin 4) lacks, for
 * the react-admin 5 in use. Merged over the package's messages in i18nProvider.ts.
 */
export const raIndonesianCompletion = {
  ra: {
    action: {
      reset: 'Atur ulang',
      search_columns: 'Cari kolom',
      select_all_button: 'Pilih semua',
    },
    auth: { email: 'E-mail' },
    guesser: { empty: { title: 'Tidak ada data untuk ditampilkan', message: 'Silakan periksa penyedia data Anda' } },
    message: {
      access_denied: 'Anda tidak memiliki izin untuk mengakses halaman ini',
      authentication_error: 'Server autentikasi mengembalikan kesalahan dan kredensial Anda tidak dapat diperiksa.',
      placeholder_data_warning: 'Masalah jaringan: data gagal dimuat ulang.',
      select_all_limit_reached: 'Terlalu banyak elemen untuk dipilih semua. Hanya %{max} elemen pertama yang dipilih.',
    },
    navigation: {
      clear_filters: 'Hapus filter',
      no_filtered_results: 'Tidak ada %{name} yang ditemukan dengan filter saat ini.',
    },
    notification: { offline: 'Tidak ada koneksi. Data tidak dapat diambil.' },
    page: { access_denied: 'Akses ditolak', authentication_error: 'Kesalahan autentikasi' },
  },
};
