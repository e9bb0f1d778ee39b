import type { Lang, Permission, Role, UserStatus } from '../../../common/constants';
import { TenantModel } from '../../platform/model';
import { Tier } from '../tiers';
import { forgetPrincipals } from './principals';

/**
 * Everyone who signs in: HQ (company admin), staff (invited, with permissions), agents (tier,
 * upline = placement, helper = who helped recruit). Store customers are records of their agent
 * (`Customer`), not users.
 */
export class User extends TenantModel {
  static override tableName = 'users';
  static override columns = { withholding107d: 'withholding_107d' };

  // Signed-in users are cached briefly by token; any change to a user drops that cache.
  static override afterUpdate(): void {
    forgetPrincipals();
  }

  static override afterDelete(): void {
    forgetPrincipals();
  }

  role!: Role;
  email!: string;
  username!: string | null;
  passwordHash!: string | null;
  status!: UserStatus;
  emailVerifiedAt!: string | null;
  tokenVersion!: number;
  lang!: Lang | null;
  tierId!: number | null;
  uplineId!: number | null;
  helperId!: number | null;
  /** The upline the agent was registered under (its recruitment commission); kept after moves. */
  recruiterId!: number | null;
  /** An agent's tier, state and age band when it joined, stamped for the reports (reports/summaries.ts). */
  joinTierId?: number | null;
  joinState?: string | null;
  joinAgeBand?: string | null;
  accountCategory!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  accountCompany!: string | null;
  identityNo!: string | null;
  birthDate!: string | null;
  gender!: string | null;
  phoneCode!: string | null;
  phone!: string | null;
  address1!: string | null;
  address2!: string | null;
  postcode!: string | null;
  city!: string | null;
  state!: string | null;
  country!: string | null;
  province!: string | null;
  regency!: string | null;
  district!: string | null;
  village!: string | null;
  tin!: string | null;
  bankCountry!: string | null;
  bankCompany!: string | null;
  bankNumber!: string | null;
  bankName!: string | null;
  bankIdentity!: string | null;
  /** s107D: a resident for tax; whether payouts in `withholdingYear` withhold 2 %. */
  taxResident!: boolean | number;
  withholdingYear!: number | null;
  withholding107d!: boolean | number;
  socmedFacebook!: string | null;
  socmedInstagram!: string | null;
  socmedTiktok!: string | null;
  socmedTwitter!: string | null;
  avatar!: string | null;
  lastLoginAt!: string | null;
  lastPurchaseAt!: string | null;

  tier?: Tier | null;
  permissions?: UserPermission[];

  static override relationMappings = () => ({
    tier: { relation: TenantModel.BelongsToOneRelation, modelClass: Tier, join: { from: 'users.tierId', to: 'tiers.id' } },
    permissions: {
      relation: TenantModel.HasManyRelation,
      modelClass: UserPermission,
      join: { from: 'users.id', to: 'user_permissions.userId' },
    },
  });

  get fullName(): string {
    return [this.firstName, this.lastName].filter(Boolean).join(' ') || this.email;
  }
}

export class UserPermission extends TenantModel {
  static override tableName = 'user_permissions';
  static override timestamps = false;

  static override afterInsert(): void {
    forgetPrincipals();
  }

  static override afterUpdate(): void {
    forgetPrincipals();
  }

  static override afterDelete(): void {
    forgetPrincipals();
  }

  userId!: number;
  permission!: Permission;
}

export type TokenPurpose = 'verify' | 'reset' | 'invite';

/** One-time secrets (e-mail codes, password links); only their SHA-256 is stored. */
export class UserToken extends TenantModel {
  static override tableName = 'user_tokens';

  userId!: number;
  purpose!: TokenPurpose;
  tokenHash!: string;
  attempts!: number;
  expiresAt!: string;
  usedAt!: string | null;
}

export class Customer extends TenantModel {
  static override tableName = 'customers';

  agentId!: number;
  firstName!: string;
  lastName!: string | null;
  email!: string | null;
  phoneCode!: string | null;
  phone!: string | null;
}
