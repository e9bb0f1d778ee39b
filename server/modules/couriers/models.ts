import type { Comparison, RateBasis } from '../../../common/couriers';
import { TenantModel } from '../../platform/model';

/** A courier service of the company with its regions (db/migrations/20261122000500_couriers.ts). */
export class Courier extends TenantModel {
  static override tableName = 'couriers';
  static override booleans = ['isActive'];

  name!: string;
  service!: string;
  rateBy!: RateBasis;
  freeShippingThreshold!: number | null;
  handlingFee!: number;
  isActive!: boolean | number;

  regions?: CourierRegion[];

  static override relationMappings = () => ({
    regions: {
      relation: TenantModel.HasManyRelation,
      modelClass: CourierRegion,
      join: { from: 'couriers.id', to: 'courier_regions.courierId' },
    },
  });
}

/** A named set of states that share one list of rate bands. */
export class CourierRegion extends TenantModel {
  static override tableName = 'courier_regions';

  courierId!: number;
  name!: string;
  position!: number;

  states?: CourierRegionState[];
  rates?: CourierRate[];
  courier?: Courier;

  static override relationMappings = () => ({
    states: {
      relation: TenantModel.HasManyRelation,
      modelClass: CourierRegionState,
      join: { from: 'courier_regions.id', to: 'courier_region_states.regionId' },
    },
    rates: {
      relation: TenantModel.HasManyRelation,
      modelClass: CourierRate,
      join: { from: 'courier_regions.id', to: 'courier_rates.regionId' },
    },
    courier: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Courier,
      join: { from: 'courier_regions.courierId', to: 'couriers.id' },
    },
  });
}

/** Malaysian state name or Indonesian province code; unique per courier. */
export class CourierRegionState extends TenantModel {
  static override tableName = 'courier_region_states';

  courierId!: number;
  regionId!: number;
  state!: string;
}

/** One band: amounts `comparison` `upTo` (grams or units) cost `price` (minor units). */
export class CourierRate extends TenantModel {
  static override tableName = 'courier_rates';

  regionId!: number;
  upTo!: number;
  comparison!: Comparison;
  price!: number;
  position!: number;
}
