import type { ComponentType } from 'react';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { usePageTitle } from '../../../common/web/site';
import { AgreementTab } from '../content/AgreementTab';
import { FaqTab } from '../content/FaqTab';
import { GreetingTab } from '../content/GreetingTab';
import { StaffTab } from '../staff/StaffTab';
import { CommissionRankTab } from '../tiers/CommissionRankTab';
import { BranchTab } from './BranchTab';
import { FeaturesTab } from './FeaturesTab';
import { NetworkTab } from './NetworkTab';
import { NotificationTab } from './NotificationTab';
import { ProfileTab } from './ProfileTab';
import { TaxTab } from './TaxTab';
import { ThemeTab } from './ThemeTab';

/** The tabs of /company in order; each is deep-linkable as /company/<key>. `own`: labels under resources.company. */
export const COMPANY_TABS: { key: string; Component: ComponentType; own: boolean }[] = [
  { key: 'profile', Component: ProfileTab, own: true },
  { key: 'branch', Component: BranchTab, own: true },
  { key: 'users', Component: StaffTab, own: false },
  { key: 'tax', Component: TaxTab, own: true },
  { key: 'commission-rank', Component: CommissionRankTab, own: false },
  { key: 'notification', Component: NotificationTab, own: true },
  { key: 'agreement', Component: AgreementTab, own: false },
  { key: 'welcoming-email', Component: GreetingTab, own: false },
  { key: 'faq', Component: FaqTab, own: false },
  { key: 'features', Component: FeaturesTab, own: true },
  { key: 'theme', Component: ThemeTab, own: true },
  { key: 'network', Component: NetworkTab, own: true },
];

/** /company: the company's setup, one tab per concern. */
export function CompanyPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { tab } = useParams();
  const current = COMPANY_TABS.find((t) => t.key === tab) ?? COMPANY_TABS[0];
  const title = translate('company.title');
  usePageTitle(`${translate(`company.tabs.${current.key}`)} | ${title}`);
  const { Component } = current;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <Tabs
        value={current.key}
        onChange={(_, key: string) => navigate(`/company/${key}`)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={title}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {COMPANY_TABS.map((t) => (
          <Tab key={t.key} value={t.key} label={translate(`company.tabs.${t.key}`)} />
        ))}
      </Tabs>
      {current.own ? (
        <ResourceContextProvider value="company">
          <Component />
        </ResourceContextProvider>
      ) : (
        <Component />
      )}
    </Box>
  );
}
