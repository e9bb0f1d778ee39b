import { TenantModel } from '../../platform/model';

/** A banner on a store's home (db/migrations/20261130020000_store_coop.ts): title, description, image key, optional http(s) URL, position. */
export class StoreBanner extends TenantModel {
  static override tableName = 'store_banners';
  storeId!: number;
  title!: string;
  description!: string | null;
  /** Storage key (public folder). */
  image!: string;
  url!: string | null;
  position!: number;
}
