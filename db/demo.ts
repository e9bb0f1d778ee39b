import { Company } from '../server/modules/companies/models';
import { Branch } from '../server/modules/companies/models';
import { createCompany } from '../server/modules/companies/service';
import { CommissionRank, Tier } from '../server/modules/tiers/models';
import { Faq, FaqTier, Greeting, Term } from '../server/modules/content/models';
import { User, UserPermission } from '../server/modules/users/models';
import { hashPassword } from '../server/modules/users/passwords';
import { nowDb } from '../server/platform/time';
import { SubscriptionInvoice, SubscriptionPlan } from '../server/modules/subscription/models';
import { createPlan, issueInvoice, recordPayment } from '../server/modules/subscription/service';
import type { Knex } from 'knex';
import { CompanyFeatures } from '../server/modules/companies/models';
import { Category, Package, PackageItem, Product, ProductTierPrice } from '../server/modules/catalog/models';
import { recordMovement } from '../server/modules/inventory/levels';
import { HQ_STORE, NO_VARIANT } from '../server/modules/inventory/models';
import { createCourier } from '../server/modules/couriers/service';
import { states as referenceStates } from '../server/modules/reference/service';
import { platform } from '../server/platform';
import { letterTile } from './tile';
import { HISTORY_MONTHS, seedDemoHistory } from './demo-history';
import { at, monthStart } from './demo/clock';
import { DEMO_CATALOGUE, DEMO_SKUS, TIER_MINIMUMS, TIER_NAMES } from './demo/catalogue';
import { seedDemoMarketingFiles } from './demo-marketing-files';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoNews } from './demo-news';
import { creditDemoInvoice, sendDemoEinvoices } from './demo-einvoice';
import { companyCtx } from '../server/modules/orders/jobs';
import { demoStores } from './demo-stores';
import { demoAffiliate } from './demo-affiliate';
import { demoCoop } from './demo-coop';

/**
 * The demo company that `npm start` loads into an empty database: the default company for
 * localhost, an HQ login, a staff member, four tiers with commission settings, content (terms,
 * greeting, FAQ), a company profile and a shop (products with stock, a package, a courier,
 * self-pickup), opened a year ago, with a year of agents joining, orders, stock work,
 * commissions, closed periods and payouts (demo-history.ts), a campaign with the points of those
 * orders (demo-campaigns.ts), news (demo-news.ts) and marketing files (demo-marketing-files.ts).
 * Every login uses DEMO_PASSWORD. Running it again on a database that has the demo company does
 * nothing.
 */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_LOGINS = [
  { role: 'HQ', email: 'hq@demo.test' },
  { role: 'Staff (manage orders)', email: 'staff@demo.test' },
  { role: 'Agent, Master Stockist', email: 'agent1@demo.test' },
  { role: 'Agent, Stockist', email: 'agent2@demo.test' },
  { role: 'Agent, Dealer', email: 'agent3@demo.test' },
  { role: 'Agent, Agent', email: 'agent4@demo.test' },
  { role: 'Agent, Agent', email: 'agent5@demo.test' },
];

export async function seedDemo(): Promise<{ created: boolean }> {
  if (await Company.query().findOne({ slug: 'demo' })) {
    await seedDemoSubscription();
    await seedDemoImages();
    await seedDemoMarketingFiles();
    return { created: false };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The company opens on the 1st of the month a year before the current one: the history starts there.
  const companyId = await at(monthStart(HISTORY_MONTHS), () =>
    Company.knex().transaction(async (trx) => {
      const { company } = await createCompany(
        {
          name: 'Demo Company',
          slug: 'demo',
          domains: ['demo.localhost'],
          isDefault: !(await Company.query(trx).findOne({ isDefault: true })),
          hq: { email: 'hq@demo.test', password: DEMO_PASSWORD, firstName: 'Demo', lastName: 'HQ' },
        },
        trx,
      );
      const scope = { companyId: company.id, trx };
      await Company.query(trx).findById(company.id).patch({
        webDesc: 'Demo company of the agent platform',
        companyRoc: '202401012345 (1234567-A)',
        addr1: 'Level 10, Menara Demo, Jalan Sultan Ismail',
        postcode: '50250',
        city: 'Kuala Lumpur',
        state: 'Wp Kuala Lumpur',
        phoneCode: '+60',
        phone: '321234567',
        email: 'hello@demo.test',
        tin: 'C1234567890',
        msicCode: '62010',
        msicDescription: 'Computer programming activities',
        taxRateBp: 600,
        socmedFb: 'https://www.facebook.com/demo',
        socmedIg: 'https://www.instagram.com/demo',
      });
      const hqUser = (await User.of(scope).findOne({ role: 'hq' }))!;
      const staff = await User.of(scope).insertAndFetch({
        email: 'staff@demo.test',
        firstName: 'Siti',
        lastName: 'Staff',
        passwordHash,
        status: 'active',
        emailVerifiedAt: nowDb(),
        tokenVersion: 0,
        country: 'MY',
        role: 'staff',
      });
      await UserPermission.of(scope).insert({ userId: staff.id, permission: 'manage_orders' });

      const tiers: Tier[] = [];
      // Monthly minimum (sen), helper share and leadership in basis points, recruit commission (sen).
      for (const [i, levelName] of TIER_NAMES.entries()) {
        tiers.push(
          await Tier.of(scope).insertAndFetch({
            levelName,
            rankNumber: i + 1,
            momAmount: TIER_MINIMUMS[i],
            helperPercen: [250, 200, 100, 0][i],
            recruitComm: [5000, 3000, 1000, 500][i],
            leadership: [300, 200, 0, 0][i],
          }),
        );
      }
      // Commission ranks (amounts in sen, rates in basis points), climbing: Silver and Gold are within
      // reach of the demo chain's monthly sales; Diamond (leadership) also needs a side group.
      await CommissionRank.of(scope).insert({
        commissionName: 'Silver Leader',
        personalSales: 50000,
        totalPersonalGroupSales: 150000,
        sideGroupSales: 0,
        commission: 300,
        personalLevelCommission: 100,
        isLeadership: false,
      });
      await CommissionRank.of(scope).insert({
        commissionName: 'Gold Leader',
        personalSales: 150000,
        totalPersonalGroupSales: 350000,
        sideGroupSales: 0,
        commission: 500,
        personalLevelCommission: 200,
        isLeadership: false,
        benefit1: 'Annual trip',
      });
      await CommissionRank.of(scope).insert({
        commissionName: 'Diamond Leader',
        personalSales: 300000,
        totalPersonalGroupSales: 2000000,
        sideGroupSales: 500000,
        commission: 700,
        personalLevelCommission: 300,
        isLeadership: true,
        benefit1: 'Annual trip',
      });
      await Term.of(scope).insert({ tncDetails: 'Agents buy stock at their level price and keep the company brand guidelines.', allTiers: true });
      await Greeting.of(scope).insert({ greetSubject: 'Welcome to {{company}}', greetDetail: 'Hello {{name}}, welcome aboard as {{level}}!', allTiers: true });
      await Faq.of(scope).insert({ question: 'How do I order stock?', answer: 'Open My Shop, add products to the cart and check out.', allTiers: true });
      const stockistFaq = await Faq.of(scope).insertAndFetch({ question: 'When are Master Stockist commissions paid?', answer: 'On the 15th of each month.', allTiers: false });
      await FaqTier.of(scope).insert({ faqId: stockistFaq.id, tierId: tiers[0].id });

      await Branch.of(scope).insert({
        name: 'HQ Kuala Lumpur',
        address1: 'Level 10, Menara Demo, Jalan Sultan Ismail',
        postcode: '50250',
        city: 'Kuala Lumpur',
        state: 'Wp Kuala Lumpur',
        country: 'MY',
        isPickup: true,
      });

      await seedDemoShop(scope, tiers, hqUser.id);
      return company.id;
    }),
  );
  await seedDemoHistory(companyId, passwordHash, [demoStores, demoCoop, demoAffiliate]);
  await seedDemoCampaigns(companyId);
  await sendDemoEinvoices(await companyCtx(companyId), null);
  await creditDemoInvoice(await companyCtx(companyId));
  await seedDemoNews(companyId);
  await seedDemoSubscription();
  await seedDemoImages();
  await seedDemoMarketingFiles();
  return { created: true };
}

/**
 * A picture for each demo product that has none (also in demo databases that predate it): a
 * generated tile with the product's initial, stored through the storage adapter like an upload.
 */
async function seedDemoImages(): Promise<void> {
  const company = await Company.query().findOne({ slug: 'demo' });
  if (!company) return;
  const scope = { companyId: company.id };
  const { storage } = platform();
  for (const product of await Product.of(scope).whereIn('sku', DEMO_SKUS).whereNull('coverImage')) {
    const key = await storage.save(company.id, 'products', 'png', letterTile(product.name));
    await Product.of(scope).findById(product.id).patch({ coverImage: key });
  }
}

/**
 * Something to sell: seven products in three categories priced for every tier with HQ stock, a
 * starter package, a courier covering every Malaysian state (by weight, free above RM300) and
 * self-pickup at the HQ branch.
 */
async function seedDemoShop(scope: { companyId: number; trx: Knex.Transaction }, tiers: Tier[], hqId: number) {
  await CompanyFeatures.of(scope).findById(scope.companyId).patch({ selfPickup: true });
  const categories = new Map<string, number>();
  const products = [];
  for (const [name, sku, categoryName, weight, retailPrice, prices, commission, introducerBonus] of DEMO_CATALOGUE) {
    if (!categories.has(categoryName)) categories.set(categoryName, (await Category.of(scope).insertAndFetch({ name: categoryName })).id);
    const product = await Product.of(scope).insertAndFetch({
      categoryId: categories.get(categoryName)!,
      name,
      sku,
      weight,
      retailPrice,
      commission,
      introducerBonus,
      points: Math.round(retailPrice / 1000),
      status: 'published',
    });
    for (const [i, tier] of tiers.entries()) await ProductTierPrice.of(scope).insert({ productId: product.id, tierId: tier.id, price: prices[i] });
    await recordMovement(scope as never, { storeId: HQ_STORE, productId: product.id, variantId: NO_VARIANT, qtyIn: 500, qtyOut: 0, invType: 'restock', invDesc: 'Opening stock', userId: hqId });
    products.push(product);
  }
  const kit = await Package.of(scope).insertAndFetch({ name: 'Starter kit', code: 'STARTER', price: 19900, firstOrder: false, suspended: false, soldCount: 0 });
  for (const product of products.slice(0, 3)) await PackageItem.of(scope).insert({ packageId: kit.id, productId: product.id, quantity: 1 });
  const ctx = { ...scope, company: { country: 'MY' } } as never;
  await createCourier(ctx, {
    name: 'PosLaju',
    service: 'Standard',
    rateBy: 'weight',
    freeShippingThreshold: 30000,
    handlingFee: 100,
    regions: [
      {
        name: 'Malaysia',
        states: referenceStates('MY').map((s) => s.name),
        rates: [
          { upTo: 1000, comparison: 'lte', price: 800 },
          { upTo: 5000, comparison: 'lte', price: 1500 },
          { upTo: 30000, comparison: 'lte', price: 3000 },
          { upTo: 100000, comparison: 'lte', price: 6000 },
        ],
      },
    ],
  });
}

export const DEMO_PLAN_CODE = 'demo-standard';
export const DEMO_INVOICE_NUMBER = 'SUB-DEMO-0001';

/**
 * A plan and one paid subscription invoice of the demo company (the current month). Added to
 * demo databases that predate it; each part is created only when missing.
 */
async function seedDemoSubscription(): Promise<void> {
  if (!(await SubscriptionPlan.query().findOne({ code: DEMO_PLAN_CODE }))) {
    await createPlan({
      code: DEMO_PLAN_CODE,
      name: 'Standard',
      currency: 'MYR',
      price: 29900,
      periodMonths: 1,
      description: 'Everything a growing agent network needs',
      features: ['Up to 1,000 agents', 'Agent app and HQ console', 'Monthly sales rewards for top agents', 'E-mail support'],
    });
  }
  if (!(await SubscriptionInvoice.unscoped().findOne({ number: DEMO_INVOICE_NUMBER }))) {
    const invoice = await issueInvoice({ company: 'demo', plan: DEMO_PLAN_CODE, number: DEMO_INVOICE_NUMBER });
    await recordPayment({ invoice: invoice.number, amount: invoice.total, method: 'transfer', reference: 'DEMO-TXN-0001' });
  }
}
