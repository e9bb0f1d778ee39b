import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  number,
  required,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { fromBusinessInput, toBusinessInput } from '../../../common/web/format';
import { apiCall } from '../providers/httpClient';
import { upload } from './calls';
import { ImagePicker } from './ImagePicker';
import { MoneyInput, UnitsInput } from '../shared/inputs';
import { useApiQuery } from '../shared/query';
import { useTiers } from '../agents/choices';
import type { TierRef } from '../agents/api';
import { FIELD, ROW } from './inputs';
import { SEP, splitOptions } from './productData';

type Tier = TierRef;

/** Branches are HQ's to read; staff see no branch choice. */
function useBranches(): { id: number; name: string }[] {
  return useApiQuery<{ id: number; name: string }[]>('/setup/branch', { range: '[0,99]' }).data ?? [];
}

const Section = ({ title, help }: { title: string; help?: string }) => {
  const translate = useTranslate();
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      ) : null}
    </div>
  );
};

function TierPrices({ tiers }: { tiers: Tier[] }) {
  return (
    <div style={ROW}>
      {tiers.map((tier) => (
        <MoneyInput sx={FIELD} key={tier.id} source={`tierPriceMap.t${tier.id}`} label={tier.levelName} helperText="products.help.blankTier" />
      ))}
    </div>
  );
}

/** Builds every combination of the option values, keeping the stock of combinations that stay. */
function GenerateCombinations() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const groups = (useWatch({ name: 'variantGroups' }) ?? []) as { name?: string; optionsText?: string }[];
  const lists = groups.filter((g) => g?.name).map((g) => splitOptions(g.optionsText));
  const generate = () => {
    const old = new Map(((getValues('variantCombinations') ?? []) as { label: string; stock: number; sku: string | null }[]).map((c) => [c.label, c]));
    const rows = lists.reduce<string[][]>((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])), [[]]);
    setValue(
      'variantCombinations',
      rows
        .filter((r) => r.length)
        .map((r) => {
          const label = r.join(SEP);
          return { label, stock: old.get(label)?.stock ?? 0, sku: old.get(label)?.sku ?? null };
        }),
      { shouldDirty: true },
    );
  };
  return (
    <Button size="small" variant="outlined" disabled={!lists.length || lists.some((l) => !l.length)} onClick={generate} sx={{ mb: 1 }}>
      {translate('products.variants.generate')}
    </Button>
  );
}

interface ProductRecord {
  id: number;
  coverImageUrl: string | null;
  images: { id: number; url: string }[];
  variants: { groups: { name: string; options: { id: number; value: string; imageUrl: string | null }[] }[] } | null;
}

/** Cover, up to three extra images and option images: uploaded as soon as chosen (edit only). */
function ProductImages() {
  const record = useRecordContext<ProductRecord>();
  const refresh = useRefresh();
  if (!record?.id) return null;
  const id = String(record.id);
  const after = async (p: Promise<unknown>) => {
    await p;
    refresh();
  };
  return (
    <>
      <Section title="products.section.images" help="products.help.images" />
      <div style={ROW}>
        <ImagePicker label="products.image.cover" url={record.coverImageUrl} testId="cover-image" onPick={(file) => after(upload('/products/image', file, { productId: id, kind: 'cover' }))} />
        {record.images.map((image, i) => (
          <ImagePicker
            key={image.id}
            label={`products.image.extra${i + 1}`}
            url={image.url}
            onPick={async (file) => {
              await apiCall('/products/image', { method: 'DELETE', query: { id: String(image.id) } });
              await after(upload('/products/image', file, { productId: id, kind: 'extra' }));
            }}
            onRemove={() => after(apiCall('/products/image', { method: 'DELETE', query: { id: String(image.id) } }))}
          />
        ))}
        {record.images.length < 3 ? (
          <ImagePicker label="products.image.addExtra" url={null} testId="extra-image" onPick={(file) => after(upload('/products/image', file, { productId: id, kind: 'extra' }))} />
        ) : null}
      </div>
      {record.variants?.groups.map((group) => (
        <div key={group.name} style={ROW}>
          {group.options.map((option) => (
            <ImagePicker
              key={option.id}
              label={`${group.name}: ${option.value}`}
              url={option.imageUrl}
              onPick={(file) => after(upload('/products/variant-option/image', file, { optionId: String(option.id) }))}
            />
          ))}
        </div>
      ))}
    </>
  );
}

const STATUS_CHOICES = [
  { id: 'default', name: 'products.status.default' },
  { id: 'published', name: 'products.status.published' },
  { id: 'scheduled', name: 'products.status.scheduled' },
];

/** Create and edit share the form; every product field (docs/product.md, Products). */
export function ProductForm() {
  const tiers = useTiers();
  const branches = useBranches();
  const record = useRecordContext<{ status?: string }>();
  const statusChoices = record?.status === 'suspended' ? [...STATUS_CHOICES, { id: 'suspended', name: 'products.status.suspended', disabled: true }] : STATUS_CHOICES;
  return (
    <SimpleForm sx={{ maxWidth: 980 }} defaultValues={{ status: 'default', preorder: false, ratingEnabled: false, firstOrderOnly: false, priceRanges: [], variantGroups: [], variantCombinations: [] }}>
      <div style={ROW}>
        <TextInput source="name" validate={required()} sx={{ width: 456 }} />
        <TextInput source="sku" validate={required()} sx={FIELD} />
      </div>
      <div style={ROW}>
        <ReferenceInput source="categoryId" reference="categories" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput optionText="name" validate={required()} sx={FIELD} />
        </ReferenceInput>
        {branches.length ? <SelectInput source="branchId" choices={branches} emptyText="products.branch.none" sx={FIELD} /> : null}
      </div>
      <TextInput source="description" multiline minRows={2} sx={{ width: 692 }} />

      <Section title="products.section.shipping" />
      <div style={ROW}>
        <UnitsInput sx={FIELD} source="weight" helperText="products.help.grams" />
        <UnitsInput sx={FIELD} source="length" helperText="products.help.mm" />
        <UnitsInput sx={FIELD} source="width" helperText="products.help.mm" />
        <UnitsInput sx={FIELD} source="height" helperText="products.help.mm" />
      </div>

      <Section title="products.section.prices" />
      <div style={ROW}>
        <MoneyInput sx={FIELD} source="retailPrice" />
        <MoneyInput sx={FIELD} source="storePrice" />
      </div>
      <Section title="products.section.tierPrices" help="products.help.tierPrices" />
      <TierPrices tiers={tiers} />
      <Section title="products.section.priceRanges" help="products.help.priceRanges" />
      <ArrayInput source="priceRanges" label={false}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="tierId" label="products.priceRanges.tier" choices={tiers} optionText="levelName" emptyText="products.priceRanges.allTiers" sx={FIELD} />
          <UnitsInput sx={FIELD} source="minQty" label="products.priceRanges.minQty" validate={[required(), number(), minValue(1)]} />
          <UnitsInput sx={FIELD} source="maxQty" label="products.priceRanges.maxQty" validate={[required(), number(), minValue(1)]} />
          <MoneyInput sx={FIELD} source="price" label="products.priceRanges.price" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>

      <Section title="products.section.rewards" />
      <div style={ROW}>
        <UnitsInput sx={FIELD} source="points" />
        <MoneyInput sx={FIELD} source="commission" />
        <MoneyInput sx={FIELD} source="affiliateCommission" />
        <MoneyInput sx={FIELD} source="introducerBonus" />
        <MoneyInput sx={FIELD} source="rankDiscount" />
      </div>

      <Section title="products.section.variants" help="products.help.variants" />
      <ArrayInput source="variantGroups" label={false} validate={(groups?: unknown[]) => (groups && groups.length > 3 ? 'products.variants.max' : undefined)}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="products.variants.groupName" validate={required()} sx={FIELD} />
          <TextInput source="optionsText" label="products.variants.options" validate={required()} helperText="products.help.options" sx={{ width: 420 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <GenerateCombinations />
      <ArrayInput source="variantCombinations" label="products.variants.combinations">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="label" label="products.variants.combination" validate={required()} helperText="products.help.combination" sx={{ width: 300 }} />
          <UnitsInput sx={FIELD} source="stock" label="products.variants.stock" />
          <TextInput source="sku" label="products.variants.sku" sx={FIELD} />
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer>{({ formData }) => (!(formData.variantGroups ?? []).length ? <UnitsInput sx={FIELD} source="stock" helperText="products.help.stock" /> : null)}</FormDataConsumer>

      <Section title="products.section.publishing" />
      <div style={ROW}>
        <SelectInput source="status" choices={statusChoices} validate={required()} sx={FIELD} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.status === 'scheduled' ? (
              <DateTimeInput source="publishAt" validate={required()} format={toBusinessInput} parse={fromBusinessInput} helperText="products.help.publishAt" sx={FIELD} />
            ) : null
          }
        </FormDataConsumer>
      </div>
      <div style={ROW}>
        <BooleanInput source="preorder" />
        <FormDataConsumer>
          {({ formData }) => (formData.preorder ? <UnitsInput sx={FIELD} source="preorderLimit" validate={[required(), number(), minValue(1), maxValue(1_000_000)]} /> : null)}
        </FormDataConsumer>
        <BooleanInput source="ratingEnabled" />
        <BooleanInput source="firstOrderOnly" />
      </div>
      <ProductImages />
    </SimpleForm>
  );
}
