/** Console texts of marketing files (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    'marketing-folders': { name: 'Folder |||| Folders', notifications: { created: 'Folder created', updated: 'Folder saved', deleted: 'Folder deleted' } },
  },
  files: {
    menu: { files: 'Marketing files', folders: 'File folders' },
    title: 'Marketing files',
    foldersTitle: 'Marketing file folders',
    folder: 'Folder',
    foldersHelp: 'Agents see a folder, and every file in it, when it is for all levels or for their level. A folder that still holds files cannot be deleted.',
    noFolders: 'No folders yet. Add a folder, choose which levels see it, then upload files into it on the Marketing files page.',
    manageFolders: 'Manage folders',
    fields: {
      folderName: 'Folder name',
      fileCount: 'Files',
      fileName: 'File name',
      folderId: 'Folder',
      type: 'Type',
      size: 'Size',
      createdAt: 'Uploaded',
    },
    upload: {
      title: 'Upload a file',
      help: 'JPG, PNG or PDF, at most %{max}. Agents of the folder’s levels can preview and download it.',
      choose: 'Choose file',
      noFile: 'No file chosen',
      submit: 'Upload',
      progress: 'Uploading… %{percent}%',
      needFolder: 'Add a folder first: files are kept in folders.',
    },
    errors: {
      fileName: 'File name is required.',
      folder: 'Choose the folder the file goes in.',
      file: 'Please choose a file.',
      type: 'Only JPG, PNG and PDF files can be uploaded.',
      tooLarge: 'The file is larger than %{max}.',
    },
    list: {
      all: 'All folders',
      empty: 'No files yet. Upload a JPG, PNG or PDF above; agents of the folder’s levels will see it in their app.',
      preview: 'Preview',
      download: 'Download',
      delete: 'Delete',
      confirmTitle: 'Delete this file?',
      confirm: '“%{name}” is removed for every agent. This cannot be undone.',
      cancel: 'Cancel',
    },
  },
};

export default en;
