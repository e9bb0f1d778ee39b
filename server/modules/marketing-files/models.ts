import type { MarketingFileType } from '../../../common/marketing-files';
import { TenantModel } from '../../platform/model';

/**
 * Marketing folders and their files (docs/rules.md: "Marketing folder", "File"). A folder is for all
 * tiers (`allTiers`) or for the tiers linked in `marketing_folder_tiers`; a file is seen by whoever
 * sees its folder.
 */
export class MarketingFolder extends TenantModel {
  static override tableName = 'marketing_folders';
  static override booleans = ['allTiers'];

  folderName!: string;
  allTiers!: boolean | number;
}

export class MarketingFolderTier extends TenantModel {
  static override tableName = 'marketing_folder_tiers';
  folderId!: number;
  tierId!: number;
}

export class MarketingFile extends TenantModel {
  static override tableName = 'marketing_files';

  folderId!: number;
  fileName!: string;
  /** What the content is (checked by its first bytes): jpeg, png or pdf. */
  fileType!: MarketingFileType;
  /** Bytes. */
  size!: number;
  /** Key in the private `marketing` storage folder. */
  storageKey!: string;
}
