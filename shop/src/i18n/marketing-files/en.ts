/**
 * The marketing files screen's texts (English; defines the shape of id.ts and ms.ts). They load
 * with that screen (features/marketing-files/texts.ts), not with the app's first screen.
 */
export const en = {
  shop: {
    files: {
      title: 'Marketing files',
      intro: 'Pictures and brochures from HQ to share with your customers and team.',
      fileCount: 'Files: %{count}',
      noFolders: 'No marketing files for your level yet. When HQ shares pictures or brochures with your level, their folders appear here.',
      back: 'All folders',
      noFiles: 'This folder is empty. Files HQ uploads into it appear here.',
      preview: 'Preview',
      download: 'Download',
      close: 'Close',
      downloadFailed: 'The download failed: %{message}',
      pdfHint: 'If the PDF does not show, download it.',
    },
  },
};
