import { CAMPAIGN_LIMITS } from '../common/campaigns';
import { Campaign, CampaignProduct, PointBalance, Redemption } from '../server/modules/campaigns/models';
import { redeem, updateRedemption } from '../server/modules/campaigns/redeem';
import { User } from '../server/modules/users/models';
import { asUser } from './demo/kit';
import { creditOrderPoints } from '../server/modules/campaigns/points';
import { Product } from '../server/modules/catalog/models';
import { Order } from '../server/modules/orders/models';
import { companyCtx } from '../server/modules/orders/jobs';
import { platform } from '../server/platform';
import { businessTime } from '../server/platform/time';
import { inTransaction } from '../server/platform/tx';
import { encodePng } from './tile';

/** An 800 × 400 banner (the recommended size): a diagonal two-colour gradient, no binary file in the repository. */
function demoBanner(): Buffer {
  const { bannerWidth: w, bannerHeight: h } = CAMPAIGN_LIMITS;
  const rgb = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      rgb.set([Math.round(1 + 200 * t), Math.round(154 - 80 * t), Math.round(255 - 120 * t)], (y * w + x) * 3);
    }
  }
  return encodePng(w, h, rgb);
}

/**
 * The demo company's running campaign: "Year-end rewards", from 30 days ago to 60 days
 * ahead, 50 points a gift, 20 in stock, one per agent a month, Glow Serum and Night Cream earning
 * 5 bonus points a unit; with a generated banner. Then every paid demo order that has not earned
 * its points yet is credited (creditOrderPoints is idempotent), whoever wrote the order history:
 * demo agents start with points to redeem. Does nothing to an existing campaign.
 */
export async function seedDemoCampaigns(companyId: number): Promise<void> {
  const ctx = await companyCtx(companyId);
  if (!(await Campaign.of(ctx).first())) {
    const today = businessTime();
    const campaign = await Campaign.of(ctx).insertAndFetch({
      title: 'Year-end rewards',
      description: 'Earn points with every stock order and redeem them for a premium gift set.',
      terms: 'One gift per agent per month while stocks last. Points are taken when you redeem.',
      rewardType: 'gift',
      pointsRequired: 50,
      startDate: today.subtract(30, 'day').format('YYYY-MM-DD'),
      endDate: today.add(60, 'day').format('YYYY-MM-DD'),
      period: 'monthly',
      previousId: null,
      banner: await platform().storage.save(companyId, 'campaigns', 'png', demoBanner()),
      maxRedeem: 20,
      redeemed: 0,
      perAgentLimit: 1,
      rewardCost: 8_000,
    });
    for (const product of await Product.of(ctx).whereIn('sku', ['GLOW-30', 'NIGHT-50']).orderBy('id')) {
      await CampaignProduct.of(ctx).insert({ campaignId: campaign.id, productId: product.id, points: 5 });
    }
  }
  for (const order of await Order.of(ctx).where('paymentStatus', 'paid').orderBy('id')) {
    await inTransaction(ctx, (tx) => creditOrderPoints(tx, order));
  }
  // One reward already given: Hafiz (not a demo login, whose points the browser tests use) redeemed the
  // gift set and HQ handed it over (its self-billed e-invoice, 045 at the campaign's cost, when e-invoicing is on).
  const campaign = await Campaign.of(ctx).first();
  const hafiz = await User.of(ctx).findOne({ email: 'hafiz@demo.test' });
  const hq = await User.of(ctx).findOne({ role: 'hq' });
  if (campaign && hafiz && hq && !(await Redemption.of(ctx).first())) {
    const balance = await PointBalance.of(ctx).findOne({ userId: hafiz.id });
    if ((balance?.balance ?? 0) >= campaign.pointsRequired) {
      const redemption = await redeem(asUser(ctx, hafiz), { gameId: campaign.id });
      await updateRedemption(asUser(ctx, hq), { id: redemption.id, status: 'handed_over', note: 'Handed over at the HQ branch' });
    }
  }
}
