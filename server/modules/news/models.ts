import { TenantModel } from '../../platform/model';

/** A post of the newsfeed (docs/rules.md: "Newsfeed"); `content` is stored already reduced to its safe subset (rich-text.ts). */
export class NewsPost extends TenantModel {
  static override tableName = 'news_posts';
  static override booleans = ['pin'];

  pin!: boolean | number;
  /** The HQ or staff user who posted it (null once that user is removed). */
  usrOrgId!: number | null;
  subject!: string;
  content!: string;
  /** Storage key of the image or PDF (private: served through signed URLs). */
  file!: string | null;
  videoId!: string | null;
}

/** An entry of the hall of fame (docs/rules.md: "Hall of fame"). */
export class HallOfFame extends TenantModel {
  static override tableName = 'hall_of_fame';

  hofTitle!: string;
  /** The day it is for, YYYY-MM-DD. */
  hofDate!: string;
  userName!: string;
  userAchievement!: string;
  /** Storage key of the photo (private). */
  userImg!: string | null;
}
